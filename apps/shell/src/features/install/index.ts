/**
 * The install banner's surface: the layout mounts the banner; analytics (start-analytics) fills the
 * shell's install offer from the browser's beforeinstallprompt and appinstalled events.
 */
export { InstallBanner } from './install-banner';
export { InstallBannerWhenOffered } from './install-banner-when-offered';
export {
  createInstallPrompt,
  INSTALL_PROMPT_ACCEPTED,
  INSTALL_PROMPT_DISMISSED,
  INSTALL_PROMPT_SHOWN,
  shellInstallPrompt,
  type BeforeInstallPromptEvent,
  type InstallChoice,
  type InstallPrompt,
  type InstallPromptState,
} from './install-offer';
