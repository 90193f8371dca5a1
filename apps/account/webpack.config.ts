import { remoteWebpackConfig } from '../../tools/webpack/federation';

/** The account remote (port 4204 when served alone with `nx serve account`); see remoteWebpackConfig. */
export default remoteWebpackConfig({ name: 'account', port: 4204 });
