import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The lint rule must be able to fail: plant fragments in a (virtual) client file and run ESLint on it.
const root = join(__dirname, '..', '..', '..');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

function lint(code: string, file = 'client/src/components/PlantedCard.tsx') {
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const doc = (fragment: string) => `import { graphql } from '../gql';\nexport const f = graphql(\`\n  ${fragment} on User {\n    id\n  }\n\`);\n`;

describe('graphql-eslint: colocated fragments are named Component_prop', () => {
  jest.setTimeout(60_000);

  it('accepts a fragment named after its file', () => {
    expect(lint(doc('fragment PlantedCard_user'))).toEqual([]);
  });

  it('refuses a fragment without the Component_prop shape', () => {
    const messages = lint(doc('fragment userBits'));
    expect(messages).toContain('@graphql-eslint/naming-convention: Fragment "userBits" should contain the required pattern: /^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/');
  });

  it('refuses a fragment named after another component', () => {
    expect(lint(doc('fragment OtherCard_user'))).toEqual([
      'clutch-graphql/fragment-owner: Fragment "OtherCard_user" is declared in PlantedCard: name it PlantedCard_<prop>.',
    ]);
  });
});
