import type { EntityManager } from 'typeorm';

/**
 * The operator's grant of the site moderator role (site_moderators): the moderator CLI's whole rule set. A site
 * moderator sees the site queue (every open report), acts on any report, and a site BAN suspends the account.
 */
export const siteModerators = {
  /** Grants the role to the account with this e-mail (idempotent); null when no account has it. */
  async grant(db: EntityManager, email: string, grantedBy: string): Promise<{ userId: string } | null> {
    const [user] = await db.query(`SELECT id FROM auth_users WHERE lower(email) = lower($1)`, [email.trim()]);
    if (!user) return null;
    await db.query(`INSERT INTO site_moderators (user_id, granted_by) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [user.id, grantedBy]);
    return { userId: user.id };
  },
  /** Grants the role to a user by id (the admin API's door; idempotent). */
  async grantUser(db: EntityManager, userId: string, grantedBy: string): Promise<void> {
    await db.query(`INSERT INTO site_moderators (user_id, granted_by) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, grantedBy]);
  },
  /** Revokes a user's role by id; false when the user had none. */
  async revokeUser(db: EntityManager, userId: string): Promise<boolean> {
    return (await db.query(`DELETE FROM site_moderators WHERE user_id = $1 RETURNING user_id`, [userId])).length > 0;
  },
  /** Revokes the role; false when that account had none (or no account has the e-mail). */
  async revoke(db: EntityManager, email: string): Promise<boolean> {
    const rows = await db.query(
      `DELETE FROM site_moderators WHERE user_id = (SELECT id FROM auth_users WHERE lower(email) = lower($1)) RETURNING user_id`,
      [email.trim()],
    );
    return rows.length > 0;
  },
  /** Every site moderator with the e-mail and when the role was granted. */
  list(db: EntityManager): Promise<Array<{ email: string | null; granted_by: string; granted_at: Date }>> {
    return db.query(
      `SELECT a.email, s.granted_by, s.granted_at FROM site_moderators s JOIN auth_users a ON a.id = s.user_id ORDER BY s.granted_at`,
    );
  },
};
