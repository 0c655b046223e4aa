/** A hotel list row's height in design units (750 wide): the windowed list places rows by it (React's and the HTML first screen's). */
export const HOTEL_ROW_HEIGHT = 232;
