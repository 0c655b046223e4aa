/** config/shims/taro-navigation-bar.js: @tarojs/router's initNavigationBar without the icons. */
export function initNavigationBar(config: { router: { mode: string } }, container: Element): void;
