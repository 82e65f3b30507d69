/** Local fallback art (client/public/images/defaults) for missing pictures and banners. */
export const defaultImages = {
  avatar: '/images/defaults/avatar.svg',
  banner: '/images/defaults/banner.svg',
  team: '/images/defaults/team.svg',
  game: '/images/defaults/game.svg',
  platform: '/images/defaults/platform.svg',
  organizer: '/images/defaults/organizer.svg',
} as const;

export type DefaultImage = keyof typeof defaultImages;
