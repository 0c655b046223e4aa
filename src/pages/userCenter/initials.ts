/**
 * The letters of a name's avatar: a Chinese name shows its last two characters (the given name, as Chinese apps
 * do: 张三丰 → 三丰, 张三 → 张三); a name in Latin letters its first and last initials (Zhang San, ZHANG/SAN → ZS).
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function avatarInitials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const cjk = Array.from(trimmed).filter((c) => CJK.test(c));
  if (cjk.length > 0) return cjk.slice(-2).join('');
  const words = trimmed.split(/[\s/·.]+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase();
}
