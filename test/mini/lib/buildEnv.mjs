/** A TARO_APP_* value the way Taro's build read it for `--mode miniprogram`: .env, .env.miniprogram (and their
 * .local files), then the shell. Journeys use it to play the host for the configuration the build was given (for
 * instance the WeCom corp id a `wx.qy.login` code belongs to). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function buildEnv(root, key) {
  let value;
  for (const file of ['.env', '.env.local', '.env.miniprogram', '.env.miniprogram.local']) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (m && m[1] === key) value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return process.env[key] ?? value;
}
