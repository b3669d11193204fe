import type { z } from 'zod';
import { contentAdminEndpoints as content, type EndpointDefinition } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { ListAdmin } from '../../platform/content/list-admin.ts';
import type { MediaService } from '../../platform/media/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { HelpService } from '../system/help.ts';
import type { LiveHostsService } from '../live/service.ts';
import { actorOf } from './guard.ts';
import { done } from './done.ts';

type IdParams = z.ZodType<{ id: number }>;

/** The four endpoints of one content list, as the contract declares them for each. */
interface ContentResource<Input, Admin> {
  list: EndpointDefinition & { response: z.ZodType<Admin[]> };
  create: EndpointDefinition & { body: z.ZodType<Input>; response: z.ZodType<Admin> };
  update: EndpointDefinition & { params: IdParams; body: z.ZodType<Input>; response: z.ZodType<Admin> };
  remove: EndpointDefinition & { params: IdParams; response: z.ZodType<null> };
}

/**
 * Site content for `content.read` / `content.write`: banners, player notices, announcements,
 * popups, help articles, hot matches and live hosts (`/console-api/content/<resource>`), and image
 * uploads.
 * Operator HTML is sanitised before it is stored; every change is audited.
 */
export const registerContentAdminRoutes = (
  route: Router,
  {
    notices,
    help,
    media,
    liveHosts,
  }: { notices: NoticesService; help: HelpService; media: MediaService; liveHosts: LiveHostsService },
) => {
  const resource = <Input, Admin>(
    endpoints: ContentResource<Input, Admin>,
    rows: ListAdmin<Input, Admin>,
  ) => {
    route(endpoints.list, () => rows.list());
    route(endpoints.create, ({ body, request }) => rows.create(actorOf(request), body, request.language));
    route(endpoints.update, ({ params, body, request }) =>
      rows.update(actorOf(request), params.id, body, request.language),
    );
    route(endpoints.remove, ({ params, request }) => done(rows.remove(actorOf(request), params.id)));
  };

  resource(content.banners, notices.banners);
  resource(content.notices, notices.playerNotices);
  resource(content.announcements, notices.announcements);
  resource(content.popups, notices.popups);
  resource(content.help, help.articles);
  resource(content.hotMatches, notices.hotMatches);
  resource(content.liveHosts, liveHosts.admin);

  route(content.uploadMedia, ({ body, request }) => media.upload(actorOf(request), body));
};
