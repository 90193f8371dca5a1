import { remoteWebpackConfig } from '../../tools/webpack/federation';

/** The checkout remote (port 4203 when served alone with `nx serve checkout`); see remoteWebpackConfig. */
export default remoteWebpackConfig({ name: 'checkout', port: 4203 });
