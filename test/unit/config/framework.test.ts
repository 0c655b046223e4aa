/**
 * The UI framework per build target (issue 17, config/framework.ts): H5 with Preact (preact/compat) by default and
 * React 18 when OBT_H5_FRAMEWORK=react; the mini-programs on React whatever the variable says. Read from the real
 * config/index.ts and babel.config.js as Taro's CLI loads them for each target, so a config that switches H5's
 * default, gives a mini-program Preact, or lets the babel preset and the webpack plugin disagree (dev fast refresh
 * for the wrong runtime), or lets Preact's dev build prebundle (a second Preact copy) fails here.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { frameworkFor, hotReload } from '../../../config/framework';

const root = resolve(__dirname, '../../..');
const TARGETS = ['h5', 'weapp', 'qywx'];
/** OBT_H5_FRAMEWORK values: unset, the opt-out, and Preact named. */
const SETTINGS = ['', 'react', 'preact'];

/** What one target's build reads: Taro's framework and dev hot reload, the babel preset's framework and hot. */
interface TargetConfig {
  framework: string;
  hot: boolean | null;
  prebundle: boolean;
  babel: { preset: string; framework: string; hot: boolean };
}

/**
 * Loads config/index.ts and babel.config.js for each target and setting with TARO_ENV and OBT_H5_FRAMEWORK set
 * (both files read them when loaded), in a child Node with tsx as Taro's CLI has (their tsx requires do not run
 * inside jest's module system). Keys: `<target>` and `<target>+<setting>`.
 */
function loadConfigs(): Record<string, TargetConfig> {
  const script = `
    const out = {};
    (async () => {
      for (const setting of ${JSON.stringify(SETTINGS)}) {
        for (const target of ${JSON.stringify(TARGETS)}) {
          process.env.TARO_ENV = target;
          process.env.OBT_H5_FRAMEWORK = setting;
          for (const file of Object.keys(require.cache)) {
            if (/[\\\\/](config[\\\\/](index|framework)\\.ts|babel\\.config\\.js)$/.test(file)) delete require.cache[file];
          }
          const exported = require('./config/index.ts').default;
          const config = typeof exported === 'function'
            ? await exported(() => undefined, { command: 'build', mode: 'production' })
            : exported;
          const [[preset, options]] = require('./babel.config.js').presets;
          out[setting ? target + '+' + setting : target] = {
            framework: config.framework,
            hot: config.h5.devServer.hot === undefined ? null : config.h5.devServer.hot,
            prebundle: typeof config.compiler === 'string' || config.compiler.prebundle?.enable !== false,
            babel: { preset, framework: options.framework, hot: options.hot },
          };
        }
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  // The child sets both itself, per target and setting.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'TARO_ENV' && name !== 'OBT_H5_FRAMEWORK'),
  ) as NodeJS.ProcessEnv;
  const output = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, TargetConfig>;
}

describe('framework per target', () => {
  it('gives H5 Preact unless React is asked for, and the mini-programs React always', () => {
    expect(frameworkFor('h5', undefined)).toBe('preact');
    expect(frameworkFor('h5', '')).toBe('preact');
    expect(frameworkFor('h5', 'preact')).toBe('preact');
    expect(frameworkFor('h5', 'react')).toBe('react');
    for (const target of ['weapp', 'qywx']) {
      for (const setting of [undefined, '', 'react', 'preact']) expect(frameworkFor(target, setting)).toBe('react');
    }
    expect(() => frameworkFor('h5', 'vue')).toThrow(/OBT_H5_FRAMEWORK/);
  });

  it('turns the dev hot reload off only where its runtime is missing (Preact)', () => {
    expect(hotReload('preact')).toBe(false);
    expect(hotReload('react')).toBe(true);
  });

  it('the Taro config and the babel preset agree: Preact on H5 unless React is asked for, React elsewhere', () => {
    const react = {
      framework: 'react',
      hot: null,
      prebundle: true,
      babel: { preset: 'taro', framework: 'react', hot: true },
    };
    const preact = {
      framework: 'preact',
      hot: false,
      prebundle: false,
      babel: { preset: 'taro', framework: 'preact', hot: false },
    };
    expect(loadConfigs()).toEqual({
      h5: preact,
      weapp: react,
      qywx: react,
      'h5+react': react,
      'weapp+react': react,
      'qywx+react': react,
      'h5+preact': preact,
      'weapp+preact': react,
      'qywx+preact': react,
    });
  }, 180000);
});
