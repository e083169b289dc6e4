import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components this app uses. The default
 * system builds every recipe and ships their code up front; this keeps the tokens and look
 * identical and drops the rest. tests/components/theme.test.ts fails when a component is
 * imported whose recipe is missing here.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  // A panel that is leaving is hidden at once. With `lazyMount unmountOnExit` the leaving panel
  // stays in the page until its exit is over (a frame, there being no exit animation), and for
  // that frame the old list was drawn above the new panel: the page jumped twice on a switch.
  tabs: {
    ...tabsSlotRecipe,
    base: { ...tabsSlotRecipe.base, content: { ...tabsSlotRecipe.base?.content, _closed: { display: 'none' } } },
  },
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's colour palettes less the four the app never names (teal, cyan, purple, pink): every
 * palette is 11 shades and 7 semantic tokens in two modes, which the token dictionary builds at
 * start-up and emotion inserts as CSS variables. tests/components/theme.test.ts fails when the
 * app names a palette that is not here.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/** The focus ring of every palette the app keeps, in one colour of 3:1 or more on white. */
const focusRings = () =>
  Object.fromEntries(
    Object.entries(withoutUnusedPalettes(semanticTokens.colors!) as Record<string, object>)
      .filter(([, palette]) => 'focusRing' in palette)
      .map(([name]) => [name, { focusRing: { value: { _light: FOCUS_RING, _dark: '{colors.blue.300}' } } }]),
  );
const FOCUS_RING = '{colors.blue.600}';

/**
 * The app's Chakra system. A function, not a value of this module: building it (the token
 * dictionary) is the longest step of start-up, and main.tsx runs it in a task of its own
 * after this chunk has been evaluated (issue 13). Tests and the prerender take the built value
 * from ./app-system.
 */
export const createAppSystem = () => createSystem(...appSystemConfigs());

/** The configs the app's system is built from: Chakra's base, the theme above and the app's changes. */
export const appSystemConfigs = (): SystemConfig[] => [
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors!) },
      semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors!) },
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
  // Field messages in fg.error: Chakra's red.500 is 3.8:1 on white (axe color-contrast, WCAG AA
  // wants 4.5:1); red.600 is 4.8:1.
  defineConfig({ theme: { semanticTokens: { colors: { fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } } } } } }),
  // Focus rings (issue 59): 2 px wide everywhere (Chakra's `inside` ring, which text fields and
  // selects draw, is 1 px by default) and in blue.600, 5.2:1 on white: the gray palette's ring,
  // gray.400, was 2.6:1 (WCAG 2.2 asks 3:1 for a focus indicator). Every palette's ring, so that
  // a field, a button and a tab show focus alike.
  defineConfig({
    globalCss: { html: { '--focus-ring-width': '2px' } },
    theme: { semanticTokens: { colors: focusRings() } },
  }),
  // A solid button under the pointer: Chakra draws it at 90% over the page (white on blue.600
  // at 90% is 4.4:1, under AA's 4.5:1); a darker shade keeps the white text at 6:1 or more.
  defineConfig({ theme: { recipes: { button: { variants: { variant: { solid: { _hover: { bg: 'colorPalette.700' } } } } } } } }),
];
