import type { Route } from "./+types/route";
import { ArrowLink } from "~/components/arrow-link";
import { BlogPostCard } from "~/components/blog-post-card";
import { CallButton } from "~/components/call-button";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { PostMeta } from "~/components/post-meta";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

export function BlogPost({ loaderData: post }: Route.ComponentProps) {
  const { copy } = post;
  return (
    <>
      <PageHeader
        crumbs={post.crumbs}
        title={post.h1}
        lead={
          <>
            <p>{post.excerpt}</p>
            <PostMeta className="mt-5" tone="light" category={post.category} publishDate={post.publishDate} readTime={post.readTime} />
          </>
        }
      />

      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,auto)_18rem] lg:justify-start lg:gap-x-20 lg:py-16">
          <article className="min-w-0">
            <div className="prose-article break-words" dangerouslySetInnerHTML={{ __html: post.html }} />
          </article>

          <aside aria-labelledby="aside-heading" className="hidden lg:block">
            <div className="sticky top-24 rounded-xl bg-charcoal p-6 text-white">
              <h2 id="aside-heading" className="text-2xl font-bold uppercase">
                Truck down right now?
              </h2>
              <p className="mt-2 text-white/85">{copy.asideText}</p>
              <CallButton label="Call" showNumber size="default" className="mt-5 w-full" />
            </div>
          </aside>
        </div>
      </div>

      <Section labelledBy="related-heading">
        <SectionHeading id="related-heading">{post.related.length > 0 ? `More ${post.category}` : "Keep Reading"}</SectionHeading>
        {post.related.length > 0 ? (
          <ul aria-label={`Related articles in ${post.category}`} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <li key={related.href}>
                <BlogPostCard post={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <SectionLead>{copy.onlyInCategory}</SectionLead>
        )}
        <ArrowLink to="/blog" className="mt-8">
          See all articles
        </ArrowLink>
      </Section>

      <CtaBand id="post-cta-heading" tone="hivis" title={copy.cta.title} text={copy.cta.text} />
    </>
  );
}
