/** Maps and location on the WeCom mini-program (qywx; shares miniprogram.ts with weapp; the map: MapView.qywx.tsx). */
import { miniProgramMap } from './miniprogram';

export * from './common';
export const { locate, chooseLocation, openExternalMap } = miniProgramMap;
