import { remoteWebpackConfig } from '../../tools/webpack/federation';

/** The discovery remote (port 4201 when served alone with `nx serve discovery`); see remoteWebpackConfig. */
export default remoteWebpackConfig({ name: 'discovery', port: 4201 });
