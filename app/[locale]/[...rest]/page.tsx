import { notFound } from 'next/navigation';

/** Any other path, in either language: the not-found page of that language, with a 404. */
export default function UnknownPage() {
  notFound();
}
