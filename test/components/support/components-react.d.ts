// The H5 HTML components ship without typings; tests use them through the same props as @tarojs/components.
declare module '@tarojs/components-react/dist/components/*/index.js' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<Record<string, unknown>>;
  export default Component;
}
