/**
 * The mobile menu's id and its button's name: the header renders them and the browser tests find the menu by them.
 * Their own module (no styles) so that the tests of the built site can import them.
 */
export const MOBILE_MENU_ID = "mobile-menu";
/** One name for both states: the browser says whether the menu is open (aria-expanded of a popover's button). */
export const MOBILE_MENU_BUTTON_NAME = "Menu";
