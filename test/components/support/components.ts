// The H5 build renders these (h5.useHtmlComponents); tests render the same ones.
export { default as View } from '@tarojs/components-react/dist/components/view/index.js';
export { default as Text } from '@tarojs/components-react/dist/components/text/index.js';
export { default as Input } from '@tarojs/components-react/dist/components/input/index.js';
export { default as Button } from '@tarojs/components-react/dist/components/button/index.js';
export { default as Image } from '@tarojs/components-react/dist/components/image/index.js';
export { default as ScrollView } from '@tarojs/components-react/dist/components/scroll-view/index.js';
