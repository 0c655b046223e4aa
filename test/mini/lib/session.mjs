/**
 * A signed-in token for the page sweep, taken the way the weapp gets one (SPEC §7 Account): a login code from the
 * demo identity provider (/obt/dev/wxCode) → getOpenId → wxLogin. The sweep stores it where the app keeps its
 * session (storage key `obt.token`, src/domain/session.ts) before the app launches.
 */
async function post(server, path, body) {
  const res = await fetch(`${server}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer?.code !== 1) throw new Error(`${path} answered ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function signedInToken(server, openid) {
  const { code } = await post(server, '/obt/dev/wxCode', { openid });
  const { openid: openId } = await post(server, '/obt/getOpenId', { code, czly: 0 });
  const token = await post(server, '/obt/wxLogin', { openId });
  if (typeof token !== 'string' || !token) throw new Error('wxLogin gave no token');
  return token;
}
