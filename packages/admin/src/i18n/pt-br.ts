import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * The admin's own pt-BR messages (ra-language-pt-br is react-admin 3 only): react-admin's keys used
 * by the screens, and ours keyed `resources.<name>.fields.<field>`. A key missing here falls back to
 * react-admin's English text.
 */
const PT_BR = {
  ra: {
    action: {
      add_filter: 'Adicionar filtro',
      add: 'Adicionar',
      back: 'Voltar',
      bulk_actions: '1 item selecionado |||| %{smart_count} itens selecionados',
      cancel: 'Cancelar',
      clear_input_value: 'Limpar',
      clone: 'Duplicar',
      close: 'Fechar',
      confirm: 'Confirmar',
      create: 'Adicionar',
      create_item: 'Adicionar %{item}',
      delete: 'Excluir',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Listar',
      refresh: 'Atualizar',
      remove_filter: 'Remover este filtro',
      remove_all_filters: 'Remover todos os filtros',
      remove: 'Remover',
      reset: 'Restaurar',
      save: 'Salvar',
      search: 'Buscar',
      select_all: 'Selecionar tudo',
      select_all_button: 'Selecionar tudo',
      select_row: 'Selecionar esta linha',
      show: 'Exibir',
      sort: 'Ordenar',
      undo: 'Desfazer',
      unselect: 'Desmarcar',
      expand: 'Expandir',
      open_menu: 'Abrir menu',
      close_menu: 'Fechar menu',
      update: 'Atualizar',
      open: 'Abrir',
      select_columns: 'Colunas',
    },
    boolean: { true: 'Sim', false: 'Não', null: ' ' },
    page: {
      create: 'Adicionar %{name}',
      dashboard: 'Painel',
      edit: '%{name} %{recordRepresentation}',
      error: 'Algo deu errado',
      list: '%{name}',
      loading: 'Carregando',
      not_found: 'Não encontrado',
      show: '%{name} %{recordRepresentation}',
      empty: 'Nenhum registro de %{name}.',
      invite: 'Deseja adicionar um?',
      access_denied: 'Acesso negado',
      authentication_error: 'Erro de autenticação',
    },
    message: {
      access_denied: 'Você não tem permissão para acessar esta página.',
      are_you_sure: 'Tem certeza?',
      bulk_delete_content:
        'Deseja excluir este item de %{name}? |||| Deseja excluir estes %{smart_count} itens?',
      bulk_delete_title: 'Excluir %{name} |||| Excluir %{smart_count} itens de %{name}',
      delete_content: 'Deseja excluir este registro de %{name}?',
      delete_title: 'Excluir %{name} %{recordRepresentation}',
      details: 'Detalhes',
      error: 'Ocorreu um erro e sua solicitação não pôde ser concluída.',
      invalid_form: 'O formulário não é válido. Verifique os erros.',
      loading: 'Aguarde',
      no: 'Não',
      not_found: 'O endereço digitado ou o link seguido não existe.',
      unsaved_changes: 'Algumas alterações não foram salvas. Deseja descartá-las?',
      yes: 'Sim',
      placeholder_data_warning: 'Problema de conexão: os dados não foram atualizados.',
    },
    navigation: {
      clear_filters: 'Limpar filtros',
      no_filtered_results: 'Nenhum resultado com os filtros atuais.',
      no_results: 'Nenhum resultado encontrado',
      no_more_results: 'A página %{page} não existe. Tente a página anterior.',
      page_out_of_boundaries: 'A página %{page} não existe',
      page_out_from_end: 'Não há páginas depois da última',
      page_out_from_begin: 'Não há páginas antes da primeira',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      next: 'Ir para a próxima página',
      previous: 'Ir para a página anterior',
      page_rows_per_page: 'Itens por página:',
      skip_nav: 'Pular para o conteúdo',
    },
    sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'crescente', DESC: 'decrescente' },
    auth: {
      auth_check_error: 'Faça login para continuar',
      user_menu: 'Perfil',
      email: 'E-mail',
      password: 'Senha',
      sign_in: 'Entrar',
      logout: 'Sair',
    },
    notification: {
      updated: 'Registro atualizado |||| %{smart_count} registros atualizados',
      created: 'Registro adicionado',
      deleted: 'Registro excluído |||| %{smart_count} registros excluídos',
      bad_item: 'Registro incorreto',
      item_doesnt_exist: 'O registro não existe',
      http_error: 'Erro de comunicação com o servidor',
      data_provider_error: 'Erro de comunicação com o servidor',
      canceled: 'Ação cancelada',
      logged_out: 'Sua sessão terminou. Faça login novamente.',
      not_authorized: 'Você não tem permissão para acessar este recurso.',
      offline: 'Sem conexão. Não foi possível carregar os dados.',
    },
    validation: {
      required: 'Esse campo é obrigatório',
      minLength: 'Deve ter ao menos %{min} caracteres',
      maxLength: 'Deve ter no máximo %{max} caracteres',
      minValue: 'Deve ser ao menos %{min}',
      maxValue: 'Deve ser no máximo %{max}',
      number: 'Deve ser um número',
      email: 'Deve ser um e-mail válido',
      oneOf: 'Deve ser um de: %{options}',
      regex: 'Formato inválido',
      unique: 'Deve ser único',
    },
  },
  resources: {
    shippers: {
      name: 'Embarcador |||| Embarcadores',
      fields: {
        id: 'ID',
        company_id: 'Empresa',
        document: 'CNPJ',
        cnpj: 'CNPJ',
        name: 'Nome',
        created_at: 'Criado em',
        updated_at: 'Atualizado em',
      },
    },
    plates: {
      name: 'Placa |||| Placas',
      fields: {
        id: 'ID',
        company_id: 'Empresa',
        plate: 'Placa',
        vehicleTypePepsico: 'Tipo do veículo',
        vehicle_type_pepsico: 'Tipo do veículo',
        brand: 'Marca',
        model: 'Modelo',
        category: 'Categoria',
        axis: 'Eixos',
        rear_wheel_type: 'Tipo rodagem',
        tags: 'Tags de pedágio',
        created_at: 'Criado em',
        updated_at: 'Atualizado em',
      },
    },
    'cost-centers': {
      name: 'Centro de custo |||| Centros de custo',
      fields: {
        id: 'ID',
        company_id: 'Empresa',
        name: 'Nome',
        created_at: 'Criado em',
        updated_at: 'Atualizado em',
      },
    },
    routes: {
      name: 'Rota |||| Rotas',
      fields: {
        id: 'Id',
        slug: 'Apelido',
        name: 'Apelido',
        waypoints: 'Pontos',
        type: 'Tipo',
        distance: 'Distância',
        time: 'Tempo',
        created_at: 'Criado em',
        updated_at: 'Atualizado em',
        created_at_start: 'Criado a partir de',
        created_at_end: 'Criado até',
        updated_at_start: 'Atualizado a partir de',
        updated_at_end: 'Atualizado até',
      },
    },
  },
};

type Messages = { [key: string]: string | Messages };

function deepMerge(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? deepMerge(below, value) : value;
  }
  return merged;
}

/** react-admin's English messages with ours over them. */
export const ptBrMessages = deepMerge(
  englishMessages as unknown as Messages,
  PT_BR,
) as unknown as TranslationMessages;
