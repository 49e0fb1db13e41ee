import type { Generated } from 'kysely';

// Storage shapes of the blog and the help centre (migration 0004-blog-and-help), portable
// like tables.ts: flags are 0/1 integers, times are ISO-8601 text, structured data is JSON text.

type Flag = number;
type IsoTime = string;
type JsonText = string;

export interface BlogPostTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  /** The post's address: /blog/{url_name}/. */
  url_name: string;
  title: string;
  excerpt: Generated<string>;
  /** Owner-written HTML, sanitised when rendered. */
  body_html: Generated<string>;
  /** An image (original plus renditions by width), or null. */
  banner_json: Generated<JsonText>;
  /** Tag display names in the author's order. */
  tags_json: Generated<JsonText>;
  author: Generated<string>;
  published: Generated<Flag>;
  published_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One row per tag of a post, so tag listings and counts use an index. */
export interface BlogPostTagTable {
  post_id: number;
  division_id: number;
  tag_slug: string;
  tag_name: string;
}

export interface HelpGroupTable {
  id: Generated<number>;
  division_id: number;
  /** The group's address: /help/group/{code}/. */
  code: string;
  title: string;
  description: Generated<string>;
  /** A name from src/components/icons/paths.ts. */
  icon: Generated<string>;
  position: Generated<number>;
}

export interface HelpQuestionTable {
  id: Generated<number>;
  division_id: number;
  group_id: number;
  /** The question's address: /help/question/{url_name}/. */
  url_name: string;
  title: string;
  /** Owner-written HTML, sanitised when rendered. */
  answer_html: Generated<string>;
  position: Generated<number>;
  /** Listed under "Popular questions" on the help home. */
  popular: Generated<Flag>;
  published: Generated<Flag>;
  helpful_yes: Generated<number>;
  helpful_no: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface HelpContactReasonTable {
  id: Generated<number>;
  division_id: number;
  /** The reason's address: /help/reason/{url_name}/. */
  url_name: string;
  title: string;
  description: Generated<string>;
  body_html: Generated<string>;
  /** { text, href } of the next step (start a return, e-mail us…), or null. */
  action_json: Generated<JsonText>;
  group_id: number | null;
  position: Generated<number>;
}

/** The tables above, keyed as the database names them (spread into tables.ts `Database`). */
export interface ContentTables {
  blog_posts: BlogPostTable;
  blog_post_tags: BlogPostTagTable;
  help_groups: HelpGroupTable;
  help_questions: HelpQuestionTable;
  help_contact_reasons: HelpContactReasonTable;
}
