import { describe, expect, it } from 'vitest';
import { Container, type ServiceIdentifier } from 'inversify';
import type { ContentArea } from '../../../src/application/ports/content-gateway';
import type { Load } from '../../../src/application/ports/load';
import { CurrentActor } from '../../../src/application/content/current-actor';
import { TOKENS, contentGateway } from '../../../src/application/tokens';
import { DeleteAlbum } from '../../../src/application/albums/delete-album';
import { LoadAlbum } from '../../../src/application/albums/load-album';
import { LoadAlbumTags } from '../../../src/application/albums/load-album-tags';
import { DeleteArticle } from '../../../src/application/articles/delete-article';
import { SaveArticle } from '../../../src/application/articles/save-article';
import { LoadArticle } from '../../../src/application/articles/load-article';
import { LoadArticles } from '../../../src/application/articles/load-articles';
import { LoadArticleCategories } from '../../../src/application/articles/load-article-categories';
import { DeleteHonor } from '../../../src/application/honors/delete-honor';
import { SaveHonor } from '../../../src/application/honors/save-honor';
import { LoadHonor } from '../../../src/application/honors/load-honor';
import { LoadHonors } from '../../../src/application/honors/load-honors';
import { DeleteBanner } from '../../../src/application/banners/delete-banner';
import { SaveBanner } from '../../../src/application/banners/save-banner';
import { LoadBannerTargets, LoadBanners } from '../../../src/application/banners/load-banners';
import { DeletePromotion } from '../../../src/application/promotions/delete-promotion';
import { SavePromotion } from '../../../src/application/promotions/save-promotion';
import { LoadPromotion } from '../../../src/application/promotions/load-promotion';
import { LoadPromotions } from '../../../src/application/promotions/load-promotions';
import { InMemoryFileStorage } from '../../fakes/in-memory-file-storage';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { FixedClock } from '../../fakes/fixed-clock';
import { loaded } from '../../fakes/loaded';

const AREAS: ContentArea[] = ['albums', 'articles', 'promotions', 'banners', 'honors'];

/**
 * The container as the app builds it for the content areas: each area's gateway under its own
 * token (a distinct loader each), the current actor, the clock and the file storage.
 */
function contentContainer() {
  const container = new Container({ autobind: true });
  const gateways = Object.fromEntries(AREAS.map((area) => [area, loaded({ area } as never)])) as Record<ContentArea, Load<never>>;
  for (const area of AREAS) container.bind(contentGateway(area)).toConstantValue(gateways[area]);
  container.bind(CurrentActor).toConstantValue(actorFor(ACTORS.merchant));
  container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
  container.bind(TOKENS.FileStorage).toConstantValue(loaded(new InMemoryFileStorage()));
  return { container, gateways };
}

describe("each content use case is wired to its own area's gateway", () => {
  const cases = {
    albums: [LoadAlbum, LoadAlbumTags, DeleteAlbum],
    articles: [LoadArticles, LoadArticle, LoadArticleCategories, SaveArticle, DeleteArticle],
    honors: [LoadHonors, LoadHonor, SaveHonor, DeleteHonor],
    banners: [LoadBanners, LoadBannerTargets, SaveBanner, DeleteBanner],
    promotions: [LoadPromotions, LoadPromotion, SavePromotion, DeletePromotion],
  } as const;
  for (const [area, useCases] of Object.entries(cases) as [ContentArea, readonly ServiceIdentifier<{ load: unknown }>[]][]) {
    it(area, () => {
      const { container, gateways } = contentContainer();
      useCases.forEach((useCase, i) => expect(container.get(useCase).load, `${area} use case ${i + 1}`).toBe(gateways[area]));
    });
  }
});

