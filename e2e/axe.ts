// axe-core in the browser tests: its WCAG findings on a page, or on one part of it.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the level the shop promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations of WCAG 2.1 A and AA on the page as it is now, or in the part `selector`
 * names. Every WCAG rule runs inside the page itself and details only the violations (not a selector
 * for every element that passed). axe-core's whole source goes into each frame of the page once
 * per load, for every later check of that page: @axe-core/playwright's AxeBuilder sent it twice per
 * check, and its default mode also opened and loaded a blank page for every check to merge the
 * results of other origins' frames, which the shop's pages hold none of.
 */
export async function axeViolations(page: Page, selector?: string): Promise<axe.Result[]> {
  for (const frame of page.frames())
    if (await frame.evaluate(() => !('axe' in window))) await frame.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ([tags, include]) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [WCAG_TAGS, selector] as const,
  );
  return violations;
}
