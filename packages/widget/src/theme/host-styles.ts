/**
 * Styles of the element's own box, inside its shadow root. `all: initial` stops the page's inherited
 * properties (colour, font, line height, letter spacing…) from reaching the planner; the planner then
 * sets its own. Page rules never match inside the shadow root, and these rules never leave it.
 */
export const HOST_STYLES = `
:host {
  all: initial;
  display: block;
  position: relative;
  box-sizing: border-box;
  min-height: 520px;
  font-family: Roboto, Helvetica, Arial, sans-serif;
  font-size: 14px;
  line-height: 1.5;
  color: rgba(0, 0, 0, 0.87);
  background: #ffffff;
  -webkit-font-smoothing: antialiased;
}
:host([hidden]) {
  display: none;
}
*, *::before, *::after {
  box-sizing: inherit;
}
`;
