import { LTI_LAUNCH_PROBLEMS, type LtiLaunchProblem } from '@dsb/core';
import { escapeHtml, page } from '../auth';
import { LTI_MESSAGES } from './messages';

/** The small server-rendered pages a platform's frame shows when a launch cannot go on. */

export function launchRefusedPage(problem: LtiLaunchProblem): string {
  return page(
    LTI_MESSAGES.launchRefusedTitle,
    `<h1>${escapeHtml(LTI_MESSAGES.launchRefusedTitle)}</h1>
<p class="error" role="alert">${escapeHtml(LTI_LAUNCH_PROBLEMS[problem])}</p>
<p class="note">${escapeHtml(LTI_MESSAGES.launchRefusedHint)}</p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
