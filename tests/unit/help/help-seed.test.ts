// The demo help centre and blog are real content: every entry passes its schema, and the
// free return offer states its conditions (100% cotton, any brand, no denim or underwear, care label visible).
import { describe, expect, it } from 'vitest';
import { DEMO_STORES } from '../../../src/seed/stores.ts';
import { demoContactReasons, demoHelpGroups } from '../../../src/seed/help-centre.ts';
import { demoPosts } from '../../../src/seed/blog-posts.ts';
import { ContactReason, NewHelpGroup, NewHelpQuestion } from '../../../src/schemas/help.ts';
import { NewBlogPost } from '../../../src/schemas/blog-post.ts';
import { plainText } from '../../../src/platform/security/sanitise-html.ts';

describe.each(DEMO_STORES)('demo content of $subdomain', (store) => {
  const groups = demoHelpGroups(store);
  const questions = groups.flatMap((entry) => entry.questions);

  it('has the help groups a shopper looks for, each valid', () => {
    expect(groups.map((entry) => entry.group.code)).toEqual(expect.arrayContaining(['ordering', 'sizing', 'delivery', 'returns']));
    for (const entry of groups) expect(NewHelpGroup.safeParse(entry.group).success).toBe(true);
    for (const question of questions) expect(NewHelpQuestion.safeParse(question).success, question.urlName).toBe(true);
    expect(new Set(questions.map((question) => question.urlName)).size).toBe(questions.length);
  });

  it('states delivery, returns and the free return offer as the spec does', () => {
    const text = (urlName: string) => plainText(questions.find((question) => question.urlName === urlName)?.answer ?? '');
    expect(text('how-long-does-delivery-take')).toMatch(/2 working days.*UK.*2–3 working days.*International.*5–10 working days/);
    expect(text('how-do-i-return')).toMatch(/30 days.*Returns in the UK are free/);
    const offer = text('free-return-offer');
    for (const clause of [
      '100% cotton clothing from any brand',
      'not denim or underwear',
      'care label must be visible',
      'free: postage is paid in the UK',
      'recycle it into new products',
      'coupon for your next purchase',
    ]) {
      expect(offer).toContain(clause);
    }
    expect(questions.find((question) => question.urlName === 'size-guide')?.answer).toMatch(/<table>.*XS.*XXL.*<\/table>/);
  });

  it('has valid contact reasons whose groups exist', () => {
    const codes = new Set(groups.map((entry) => entry.group.code));
    for (const [id, reason] of demoContactReasons(store).entries()) {
      expect(ContactReason.safeParse({ id, ...reason, groupId: null }).success, reason.urlName).toBe(true);
      if (reason.groupCode) expect(codes.has(reason.groupCode), reason.groupCode).toBe(true);
    }
  });

  it('has at least 8 published posts with distinct addresses, tags and a draft', () => {
    const posts = demoPosts(store);
    expect(posts.filter((post) => post.published).length).toBeGreaterThanOrEqual(8);
    expect(posts.some((post) => !post.published)).toBe(true);
    expect(new Set(posts.map((post) => post.urlName)).size).toBe(posts.length);
    for (const post of posts) {
      expect(NewBlogPost.safeParse({ ...post, banner: null, publishedAt: null }).success, post.urlName).toBe(true);
      expect(post.tags.length).toBeGreaterThan(0);
    }
    expect(posts.map((post) => post.urlName)).toContain('how-we-print');
  });
});
