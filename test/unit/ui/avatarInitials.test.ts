import { avatarInitials } from '../../../src/pages/userCenter/initials';

describe('avatar initials', () => {
  it.each([
    ['张三', '张三'],
    ['张三丰', '三丰'],
    ['欧阳娜娜', '娜娜'],
    ['李', '李'],
    ['Zhang San', 'ZS'],
    ['ZHANG/SAN', 'ZS'],
    ['alice', 'A'],
    ['  Mary Jane Watson ', 'MW'],
    ['', ''],
    ['   ', ''],
  ])('%s → %s', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});
