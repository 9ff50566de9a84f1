// Accessibility checks with axe-core, injected from node_modules (the machine is offline).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const axeSource = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the page as it is and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, screen: string) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: axeSource });
  }
  const violations: Violation[] = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `serious or critical axe violations on ${screen}`).toEqual([]);
}
