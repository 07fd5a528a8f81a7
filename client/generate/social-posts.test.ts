import { describe, expect, test } from "vitest";
import { postLength } from "../../shared/social";
import { postsOf } from "./posts-of";
import { splitPosts } from "./social-posts";

describe("social posts as cards", () => {
  test("each ## section is a post; the set's title comes before them", () => {
    const { intro, posts } = splitPosts(
      "# Lamb cam\n\n## Post 1\n\nThe lamb cam is back.\n\n#lambcam\n\n## Post 2\n\nCome and see.\n",
    );
    expect(intro).toBe("# Lamb cam");
    expect(posts).toEqual([
      { heading: "Post 1", markdown: "The lamb cam is back.\n\n#lambcam" },
      { heading: "Post 2", markdown: "Come and see." },
    ]);
  });

  test("a text without sections is one post, its # opening line the post's first line", () => {
    expect(splitPosts("# A year of the four-day week\n\nWe made 212 pieces.\n").posts).toEqual([
      { heading: null, markdown: "A year of the four-day week\n\nWe made 212 pieces." },
    ]);
  });

  test("X counts Chinese, Japanese and Korean characters twice; the others count characters", () => {
    expect(postLength("ラムカム", "x")).toBe(8);
    expect(postLength("ラムカム", "instagram")).toBe(4);
    expect(postLength("Café 🐑", "x")).toBe(6);
  });

  test("the network is the brief's, or LinkedIn for the LinkedIn post; other templates have no posts", () => {
    expect(postsOf({ slug: "social-posts", output: "social" }, { network: "x" })).toEqual({ network: "x" });
    expect(postsOf({ slug: "social-posts", output: "social" }, { network: "myspace" })).toEqual({ network: null });
    expect(postsOf({ slug: "linkedin-post", output: "social" }, {})).toEqual({ network: "linkedin" });
    expect(postsOf({ slug: "landing-page", output: "landing-page" }, {})).toBeUndefined();
  });
});
