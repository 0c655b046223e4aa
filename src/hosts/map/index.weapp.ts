/** Maps and location on the WeChat mini-program: the host location APIs (the map component: MapView.weapp.tsx). */
import { miniProgramMap } from './miniprogram';

export * from './common';
export const { locate, chooseLocation, openExternalMap } = miniProgramMap;
