import { useRef } from 'react';

/**
 * The participants in the order the form first showed them (the match's scheduled order, as the server lists them):
 * a later answer in another order never moves a column under the scorer's hands; a team new to the list comes last.
 */
export function useSteadyOrder<P extends { teamId: string }>(participants: readonly P[] | undefined): P[] | undefined {
  const order = useRef<string[]>([]);
  if (!participants) return undefined;
  for (const p of participants) if (!order.current.includes(p.teamId)) order.current.push(p.teamId);
  const place = (p: P) => order.current.indexOf(p.teamId);
  return [...participants].sort((a, b) => place(a) - place(b));
}
