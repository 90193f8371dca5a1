import { defineScreen, type ScreenDefinition, type ScreenIdOf } from '@nivaas/routes';
import { NotFoundScreen } from './screens/not-found/not-found-screen';

/**
 * The shell's own screens by screen id, declared like a remote's `./Routes` (each in `screens/<screen id>/`)
 * and rendered through the same ScreenView. Not Found is the route table's "anything else": it is part of the
 * shell's first load, so it shows even when nothing else can.
 *
 * Each screen's chunk is named after its screen id: the shell server inlines that chunk's stylesheets when it
 * renders the screen (server/ssr/shell-styles.ts), as it does a remote's `chunk`.
 */
export const SHELL_SCREENS: { readonly [K in ScreenIdOf<'shell'>]: ScreenDefinition } = {
  login: defineScreen({
    chunk: 'login',
    load: () => import(/* webpackChunkName: "login" */ './screens/login/login-screen'),
  }),
};

export const NOT_FOUND: ScreenDefinition = defineScreen({ load: async () => ({ default: NotFoundScreen }) });
