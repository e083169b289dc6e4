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
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
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
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  tabs: tabsSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * `prebuiltGlobalCss`: in a production build the reset, global styles and token variables are
 * a stylesheet written at build time (scripts/vite-chakra-static-css.mjs), not built at every
 * start; elsewhere (dev server, tests) Chakra ignores the flag and builds them as usual.
 */
export const appSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
  }),
  // Field messages in fg.error: Chakra's red.500 is 3.8:1 on white (axe color-contrast, WCAG AA
  // wants 4.5:1); red.600 is 4.8:1.
  defineConfig({ theme: { semanticTokens: { colors: { fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } } } } } }),
  { prebuiltGlobalCss: true } as SystemConfig & { prebuiltGlobalCss: boolean },
);
