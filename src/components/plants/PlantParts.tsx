import type { ReactNode, Ref } from 'react';
import { ExternalLink } from '@/components/links/ExternalLink';
import type { BadgePlant } from '@/lib/plants/badges';
import type { PlantDescriptionWords } from '@/schemas/database-section-words';
import type { PlantPartPlace } from './place';
import { PlantAliases } from './PlantAliases';
import { PlantBadges } from './PlantBadges';
import { PlantFigure, type PlantFigureProps } from './PlantFigure';
import { PoisoningNote } from './PoisoningNote';

/** What is known of a plant: on the page its whole record; in the panel, at first, what its card knows. */
export interface KnownPlant extends BadgePlant {
  name: string;
  scientificName: string;
  aliases?: readonly string[] | undefined;
}

export interface PlantPartsProps extends Pick<PlantFigureProps, 'photo' | 'credit'> {
  place: PlantPartPlace;
  /** Which plant: another plant's photo starts afresh, its predecessor's failure forgotten. */
  slug: string;
  /** Null in the panel while neither the card nor the record is known (a plant chosen by its address). */
  plant: KnownPlant | null;
  /** The texts that come with the full record only: null until then (the panel shows `pending` in their place). */
  texts: { description: string; care: string; wikiLink: string } | null;
  words: PlantDescriptionWords;
  newTab: string;
  /** The page's kicker above the name. */
  kicker?: string | undefined;
  /** The panel's heading, focused when a card is chosen. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Heard in place of the name while it is not known. */
  unnamed?: string | undefined;
  /** In place of the texts while they are on their way, or after they failed (the panel). */
  pending?: ReactNode;
}

/**
 * A plant's parts, assembled once for its page (src/pages/plants/[slug].astro, rendered on the server with no client
 * directive) and for the plant database's detail panel (src/islands/plant-database/PlantDetails.tsx): photo, name,
 * scientific name, other names, badges, poisoning note, description, care and the link to read more. The two differ
 * only in their frames: the page heads the article with the name and gives care a section of its own.
 *
 * The page's frame is drawn on the server only (the page has no client directive). `import.meta.env.SSR` is false in
 * the browser's bundle, so the island ships neither the page's frame nor its classes, and its page pays no CSS for them.
 */
export function PlantParts(props: PlantPartsProps) {
  const { place, slug, plant, texts, words, newTab, kicker, headingRef, unnamed, pending } = props;
  const onPage = import.meta.env.SSR && place === 'page';
  // The page's headings are its outline (h1, h2); the panel's sit under the landing page's section (h3, h4). Each
  // class is written as a choice between the two, so that the browser's bundle keeps the panel's alone.
  const Name = onPage ? 'h1' : 'h3';
  const Care = onPage ? 'h2' : 'h4';
  const figure = (
    <PlantFigure key={slug} photo={props.photo} credit={props.credit} words={words} newTab={newTab} place={place} />
  );
  const name = (
    <Name
      ref={headingRef}
      tabIndex={onPage ? undefined : -1}
      className={
        onPage
          ? 'mt-2 font-serif text-4xl font-bold tracking-tight text-balance sm:text-5xl'
          : 'font-serif text-2xl font-bold'
      }
    >
      {plant?.name || <span className="sr-only">{unnamed}</span>}
    </Name>
  );
  const scientificName = (
    <p className={onPage ? 'mt-2 font-serif text-xl text-ink-soft italic' : 'min-h-6 text-ink-soft italic'}>
      {plant?.scientificName}
    </p>
  );
  const aliases = <PlantAliases aliases={plant?.aliases} words={words} place={place} />;
  const badges = plant && (
    <PlantBadges plant={plant} words={words} newTab={newTab} className={onPage ? undefined : 'mt-4'} />
  );
  const note = <PoisoningNote pets={plant?.pets} words={words} newTab={newTab} place={place} />;
  const description = texts && (
    <p className={onPage ? 'mt-5 font-serif text-lg leading-relaxed' : 'mt-5'}>{texts.description}</p>
  );
  const care = texts && (
    <>
      <Care
        id={onPage ? 'care-heading' : undefined}
        className={
          onPage
            ? 'border-t border-rule pt-4 font-serif text-2xl font-bold text-accent-strong'
            : 'mt-6 border-t border-rule pt-4 font-serif text-lg font-bold text-accent-strong'
        }
      >
        {words.care}
      </Care>
      <p className={onPage ? 'mt-3 font-serif text-lg leading-relaxed' : 'mt-2'}>{texts.care}</p>
      <ExternalLink primary arrow href={texts.wikiLink} newTab={newTab} className="mt-6">
        {words.readMore}
      </ExternalLink>
    </>
  );

  if (onPage) {
    return (
      <>
        <header className="border-b-4 border-double border-ink pb-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{kicker}</p>
          {name}
          {scientificName}
          {aliases}
        </header>
        <div className="mt-8 grid gap-8 md:grid-cols-2 print:block">
          {figure}
          <div>
            {badges}
            {note}
            {description}
          </div>
        </div>
        <section aria-labelledby="care-heading" className="mt-10 max-w-[68ch]">
          {care}
        </section>
      </>
    );
  }
  return (
    <>
      {figure}
      <div className="min-h-[32rem] px-5 pb-6 sm:px-6">
        {name}
        {scientificName}
        {aliases}
        {badges}
        {/* What to do is known from the card's verdicts; the signs and advice arrive with the full record. */}
        {note}
        {texts ? (
          <>
            {description}
            {care}
          </>
        ) : (
          pending
        )}
      </div>
    </>
  );
}
