import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth';
import { isProductionBuild } from './lib/env';
import { RouteError } from './components/RouteError';
import { SiteShell } from './layout/SiteShell';
import HomePage from './pages/home/HomePage';
import NotFoundPage from './pages/not-found/NotFoundPage';

/** Loads a page's module on first visit (one chunk per page). */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function ProtectedOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** Every route of the app (docs 01 and 02, section 2). */
export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    errorElement: <RouteError />,
    // Blank while the first page's code loads on a cold start.
    hydrateFallbackElement: <div className="auth-pending" aria-busy="true" />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', ...page(() => import('./pages/login/LoginPage')) },
      { path: 'signup', ...page(() => import('./pages/signup/SignupPage')) },
      { path: 'forgot', ...page(() => import('./pages/forgot/ForgotPage')) },
      { path: 'reset-password', ...page(() => import('./pages/reset-password/ResetPasswordPage')) },
      { path: 'developers', ...page(() => import('./pages/developers/DevelopersPage')) },
      {
        element: <ProtectedOutlet />,
        children: [
          { path: 'global-leaderboard', ...page(() => import('./pages/leaderboard/LeaderboardPage')) },
          { path: 'league/:leagueParam', ...page(() => import('./pages/league/LeaguePage')) },
          { path: 'organizer/:orgParam', ...page(() => import('./pages/organizer/OrganizerPage')) },
          { path: 'user/:userParam', ...page(() => import('./pages/user/UserPage')) },
          { path: 'team/:teamParam', ...page(() => import('./pages/team/TeamPage')) },
          { path: 'tournament/:tournamentId', ...page(() => import('./pages/tournament/TournamentPage')) },
          { path: 'match/:matchId', ...page(() => import('./pages/match/MatchPage')) },
          { path: 'user-dashboard', ...page(() => import('./pages/user-dashboard/UserDashboardPage')) },
          { path: 'team-dashboard', ...page(() => import('./pages/team-dashboard/TeamDashboardPage')) },
          { path: 'org-dashboard', ...page(() => import('./pages/org-dashboard/OrgDashboardPage')) },
          { path: 'games', ...page(() => import('./pages/games/GamesPage')) },
          { path: 'moderation', ...page(() => import('./pages/moderation/ModerationPage')) },
          // A scratch page for development only: production builds have no /test (issue 23 item 10).
          ...(isProductionBuild ? [] : [{ path: 'test', ...page(() => import('./pages/test/TestPage')) }]),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
