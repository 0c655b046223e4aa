/**
 * src/hosts/conformance.ts only proves the hosts it lists (tsc fails when a listed platform file drifts); this makes
 * sure every host folder with platform files is listed there, so a new host cannot silently skip the proof.
 */
import { readdirSync, readFileSync, existsSync } from 'fs';
import { join } from 'path';

const HOSTS = join(__dirname, '../../../src/hosts');
const conformance = readFileSync(join(HOSTS, 'conformance.ts'), 'utf8');

const platformHosts = readdirSync(HOSTS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(HOSTS, d.name, 'index.h5.ts')))
  .map((d) => d.name);

it('finds the platform host folders', () => {
  expect(platformHosts).toEqual(expect.arrayContaining(['chunkFailure', 'network', 'ui']));
});

it.each(platformHosts)('%s: all three platform files and its adapter type are asserted in conformance.ts', (name) => {
  for (const platform of ['h5', 'weapp', 'qywx']) {
    expect(conformance).toContain(`from './${name}/index.${platform}'`);
  }
  expect(existsSync(join(HOSTS, name, 'types.ts'))).toBe(true);
  const alias = conformance.match(new RegExp(`import type \\* as (\\w+) from '\\./${name}/index\\.h5'`))?.[1];
  const adapter = conformance.match(new RegExp(`import type \\{ (\\w+) \\} from '\\./${name}/types'`))?.[1];
  expect(alias && adapter).toBeTruthy();
  expect(conformance).toMatch(new RegExp(`Assert<Same<${adapter}, typeof ${alias},`));
});
