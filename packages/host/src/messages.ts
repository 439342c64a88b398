/** pt-BR texts of the app shell that core does not hold. */
export const MESSAGES = {
  productName: 'Planejador de Rotas de Frete',
  loading: 'Carregando...',
  login: {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando...',
    sso: 'Entrar com SSO',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço acessado não existe ou foi removido.',
    back: 'Voltar ao início',
  },
  topBar: {
    toggleMenu: 'Mostrar ou ocultar o menu',
    logo: 'Logotipo da empresa',
    increaseFont: 'Aumentar a fonte',
    decreaseFont: 'Diminuir a fonte',
    account: 'Conta',
    logout: 'Sair',
    logoutAll: 'Sair de todos os dispositivos',
  },
  menu: 'Menu principal',
  home: {
    greeting: (email: string) => `Olá, ${email}!`,
    companies: 'Suas empresas',
    noCompanies: 'Você ainda não está vinculado a nenhuma empresa.',
    shortcuts: 'Atalhos',
    noShortcuts: 'Nenhum atalho disponível para o seu perfil por enquanto.',
  },
  ok: 'OK',
  close: 'Fechar',
} as const;
