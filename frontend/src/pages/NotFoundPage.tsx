import { content } from '../content/site';
import { paths } from '../paths';

export function NotFoundPage() {
  const { notFound } = content;
  return (
    <section className="container section not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{notFound.heading}</h1>
      <p>{notFound.message}</p>
      <p>
        <a className="button" href={paths.home}>
          {notFound.homeLink}
        </a>
      </p>
    </section>
  );
}
