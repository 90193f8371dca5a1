/** Shaped like a remote's ./Routes (RemoteModule): screens by id, each with the chunk its load names. */
const remote = {
  remote: 'fixture',
  release: process.env['NIVAAS_RELEASE'] ?? 'development',
  routes: {
    home: { chunk: 'home', load: () => import(/* webpackChunkName: "home" */ './screens/home/home-screen') },
    about: { chunk: 'pages', load: () => import(/* webpackChunkName: "pages" */ './screens/about/about-screen') },
    faq: { chunk: 'pages', load: () => import(/* webpackChunkName: "pages" */ './screens/faq/faq-screen') },
  },
};

export default remote;
