import type { EntityManager } from 'typeorm';
import { CompetitionCategory, Game, Genre, Platform, Region, type MetricDefinition } from '../catalog';

const m = (name: string, type: MetricDefinition['type'] = 'Number', active: MetricDefinition['active'] = 'true'): MetricDefinition => ({ name, type, active });

export const GENRES = ['Shooter', 'MOBA', 'Battle Royale', 'Fighting', 'Sports', 'Racing', 'Strategy'] as const;
export const PLATFORMS = ['PC', 'PlayStation 5', 'Xbox Series X|S', 'Nintendo Switch', 'Mobile'] as const;
export const REGIONS = ['North America', 'South America', 'Europe', 'Asia Pacific', 'Middle East & Africa', 'Oceania'] as const;

/** Games with the metrics their matches are reported in. Pictures are the client's default art until uploaded. */
export const GAMES: Array<{ title: string; genre: (typeof GENRES)[number]; image: string; metrics: MetricDefinition[] }> = [
  { title: 'Valorant', genre: 'Shooter', image: '/images/games/valorant.svg', metrics: [m('Rounds Won'), m('Kills'), m('Deaths'), m('Assists'), m('MVP', 'text', 'false')] },
  { title: 'Counter-Strike 2', genre: 'Shooter', image: '/images/games/cs2.svg', metrics: [m('Rounds Won'), m('Kills'), m('Deaths'), m('Headshots')] },
  { title: 'League of Legends', genre: 'MOBA', image: '/images/games/lol.svg', metrics: [m('Kills'), m('Towers'), m('Dragons'), m('Barons'), m('Gold Lead', 'number', 'false')] },
  { title: 'Dota 2', genre: 'MOBA', image: '/images/games/dota2.svg', metrics: [m('Kills'), m('Towers'), m('Roshans')] },
  { title: 'Apex Legends', genre: 'Battle Royale', image: '/images/games/apex.svg', metrics: [m('Placement Points'), m('Kills'), m('Damage', 'number', 'false')] },
  { title: 'Fortnite', genre: 'Battle Royale', image: '/images/games/fortnite.svg', metrics: [m('Placement Points'), m('Eliminations')] },
  { title: 'Street Fighter 6', genre: 'Fighting', image: '/images/games/sf6.svg', metrics: [m('Games Won'), m('Perfects')] },
  { title: 'Rocket League', genre: 'Sports', image: '/images/games/rocket-league.svg', metrics: [m('Goals'), m('Saves'), m('Shots')] },
  { title: 'EA Sports FC 26', genre: 'Sports', image: '/images/games/fc.svg', metrics: [m('Goals'), m('Shots on Target')] },
  { title: 'Gran Turismo 7', genre: 'Racing', image: '/images/games/gt7.svg', metrics: [m('Race Points'), m('Fastest Laps')] },
];

export async function seedReferenceData(db: EntityManager) {
  await db.getRepository(CompetitionCategory).save([
    { id: 1, title: 'Ladder' },
    { id: 2, title: 'Tournament' },
  ]);
  const genres = await db.getRepository(Genre).save(GENRES.map((title) => ({ title })));
  const genreId = new Map(genres.map((g) => [g.title, g.id]));
  const platforms = await db.getRepository(Platform).save(
    PLATFORMS.map((title) => ({ title, picture: `/images/platforms/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg` })),
  );
  const regions = await db.getRepository(Region).save(REGIONS.map((title) => ({ title })));
  const games = await db
    .getRepository(Game)
    .save(GAMES.map((g) => ({ title: g.title, image: g.image, genreId: genreId.get(g.genre)!, metrics: g.metrics })));
  return { genres, platforms, regions, games };
}
