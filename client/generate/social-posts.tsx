import { Copy } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NETWORK_NAMES, POST_LIMITS, type PostNetwork, postLength } from "../../shared/social";
import { MarkdownContent } from "../components/markdown-content";
import { copyRich } from "../ui/clipboard";
import { toast } from "../ui/toast-store";
import { renderedCopy } from "./copy-text";

/** One post of a set: its heading ("Post 2", in the text's language) and its Markdown. */
export type Post = { heading: string | null; markdown: string };

/**
 * The posts of a social text: each `## ` section is a post (social-posts); a text without any is
 * one post (linkedin-post), whose `# ` opening line, if the writer gave one, is the post's first
 * line. What comes before the first section (the set's `# ` title) is `intro`.
 */
export function splitPosts(markdown: string): { intro: string; posts: Post[] } {
  const intro: string[] = [];
  const posts: Array<{ heading: string; lines: string[] }> = [];
  for (const line of markdown.split("\n")) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading) posts.push({ heading, lines: [] });
    else (posts.at(-1)?.lines ?? intro).push(line);
  }
  if (posts.length === 0)
    return { intro: "", posts: [{ heading: null, markdown: markdown.replace(/^#\s+/, "").trim() }] };
  return {
    intro: intro.join("\n").trim(),
    posts: posts.map((post) => ({ heading: post.heading, markdown: post.lines.join("\n").trim() })),
  };
}

/**
 * A set of social posts as cards (docs/product.md, "Social posts"): each post with its own Copy
 * and its length against the network's limit ("212 / 280"), marked when it is over.
 */
export function SocialPosts({ markdown, network }: { markdown: string; network: PostNetwork | null }) {
  const { intro, posts } = useMemo(() => splitPosts(markdown), [markdown]);
  return (
    <div className="social-posts">
      {intro ? <MarkdownContent markdown={intro} /> : null}
      {posts.map((post, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: posts are in a fixed order and have no id
        <PostCard key={index} post={post} number={index + 1} network={network} />
      ))}
    </div>
  );
}

function PostCard({ post, number, network }: { post: Post; number: number; network: PostNetwork | null }) {
  const { t } = useTranslation();
  const copy = useMemo(() => renderedCopy(post.markdown), [post.markdown]);
  const length = network ? postLength(copy.text, network) : Array.from(copy.text).length;
  const max = network ? POST_LIMITS[network] : null;
  const over = max !== null && length > max;
  const copyPost = async () => {
    if (await copyRich(copy)) toast.success(t("generate.copied"));
    else toast.error(t("generate.copyFailed"));
  };
  const id = useId();
  return (
    <article className={over ? "post-card over" : "post-card"} aria-labelledby={`${id}-title`} data-testid="post-card">
      <header className="post-card-head">
        <h3 id={`${id}-title`}>{post.heading ?? t("generate.post", { number })}</h3>
        {max !== null && network ? (
          <span className="post-count" data-over={over || undefined}>
            <span aria-hidden="true">{t("generate.characters", { count: length, max })}</span>
            <span className="visually-hidden">
              {t("generate.postLength", { length, max, network: NETWORK_NAMES[network] })}
            </span>
            {over ? <strong className="post-over">{t("generate.postOver", { over: length - max })}</strong> : null}
          </span>
        ) : (
          <span className="post-count">{t("generate.postCharacters", { length })}</span>
        )}
        <button
          type="button"
          className="button small"
          onClick={copyPost}
          aria-label={t("generate.copyPost", { post: post.heading ?? t("generate.post", { number }) })}
        >
          <Copy size={14} aria-hidden="true" />
          {t("generate.copy")}
        </button>
      </header>
      <MarkdownContent markdown={post.markdown} />
    </article>
  );
}
