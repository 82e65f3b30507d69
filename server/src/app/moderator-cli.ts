import 'reflect-metadata';
import os from 'node:os';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { siteModerators } from '../moderation';

const USAGE = 'usage: npm run moderator -w server -- grant <email> | revoke <email> | list';

/** `npm run moderator -w server -- grant|revoke <email>` / `list`: the operator grants or revokes the site moderator role. */
async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && email))) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const db = database.dataSource.manager;
    if (command === 'list') {
      for (const row of await siteModerators.list(db)) console.log(`${row.email ?? '(no e-mail)'}\tgranted by ${row.granted_by} at ${new Date(row.granted_at).toISOString()}`);
      return 0;
    }
    if (command === 'grant') {
      const granted = await siteModerators.grant(db, email, `cli:${os.userInfo().username}`);
      if (!granted) {
        console.error(`No account has the e-mail ${email}.`);
        return 1;
      }
      console.log(`${email} is a site moderator.`);
      return 0;
    }
    const revoked = await siteModerators.revoke(db, email);
    console.log(revoked ? `${email} is no longer a site moderator.` : `${email} was not a site moderator.`);
    return revoked ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
