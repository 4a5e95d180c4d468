/**
 * The most characters a member types into a comment (schema comments.content: 1000, plus 12 for
 * a reply's "@nickname " prefix, migration 1732201310).
 */
export const COMMENT_MAX = 1000;
