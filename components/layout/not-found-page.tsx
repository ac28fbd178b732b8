import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { NotFoundView } from './not-found-view';

/** Throws Next.js's not-found signal, so the answer's status is 404. */
function NotFoundStatus(): never {
  notFound();
}

/**
 * The not-found page as a page draws it (an unknown product, any unknown path): the
 * message and the ways on, in the layout of the page's language, drawn on the server, with a 404.
 *
 * Next.js 16 draws a page that throws notFound() as an empty error document (`<html
 * id="__next_error__">`, no `lang`, no body) and leaves its not-found.tsx to the browser
 * (vercel/next.js#62228): nothing for a browser without JavaScript, nor for a search engine. So the
 * page draws the not-found view itself, and throws only inside a Suspense boundary of its own, where
 * a prerender (every page that uses this is static) keeps what was drawn around it and answers 404.
 * In the browser React meets the thrown signal again and [locale]/not-found.tsx draws the same view.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
