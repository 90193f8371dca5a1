import { remoteWebpackConfig } from '../../tools/webpack/federation';

/** The hotel remote (port 4202 when served alone with `nx serve hotel`); see remoteWebpackConfig. */
export default remoteWebpackConfig({ name: 'hotel', port: 4202 });
