import landing from '../content/landing/es';
import type { PublicStrings } from './en';

// Spanish strings of the `public` namespace: the same keys as en.ts (a unit test checks it).
// Loaded on demand (see ./load.ts), so English visitors never download it.
const es: PublicStrings = {
  common: {
    siteName: 'Optio',
    titleSuffix: ' · Optio',
    loading: 'Cargando…',
    backHome: 'Volver a la página de inicio',
    tryAgain: 'Intentar de nuevo',
    createFreeAccount: 'Crear cuenta gratis',
    tryDemo: 'Probar la demo de 2 minutos',
    tryDemoFirst: 'Probar la demo primero',
    lastUpdated: 'Última actualización: {{date}}',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  pillars: {
    stem: 'STEM',
    wellness: 'BIENESTAR',
    communication: 'COMUNICACIÓN',
    civics: 'CIVISMO',
    art: 'ARTE',
  },
  landing,
  form: {
    name: 'Tu nombre',
    email: 'Correo electrónico',
    role: 'Soy…',
    rolePlaceholder: 'Elige una opción (opcional)',
    roles: {
      parent: 'Madre, padre o tutor',
      student: 'Estudiante',
      teacher: 'Docente o educador',
      other: 'Otra cosa',
    },
    message: 'Mensaje (opcional)',
    messageHint: 'Cuéntanos un poco sobre tu estudiante o de qué te gustaría hablar.',
    submit: 'Enviar solicitud',
    sending: 'Enviando...',
    required: '(obligatorio)',
    successTitle: '¡Gracias!',
    success:
      'Gracias: te hemos enviado un correo de confirmación. Nos pondremos en contacto pronto.',
    privacyNote:
      'Usamos tus datos solo para responder a esta solicitud. Consulta nuestra Política de privacidad.',
    errors: {
      summary: 'Corrige los campos marcados.',
      nameRequired: 'El nombre es obligatorio',
      nameTooLong: 'El nombre debe tener como máximo 100 caracteres',
      emailRequired: 'El correo electrónico es obligatorio',
      emailInvalid: 'Correo electrónico no válido',
      messageTooLong: 'El mensaje debe tener como máximo 2000 caracteres',
      tooMany: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
      connection: 'Error de conexión. Comprueba tu conexión a internet e inténtalo de nuevo.',
      invalid: 'Revisa el formulario e inténtalo de nuevo.',
      generic: 'Algo salió mal al enviar tu solicitud. Inténtalo más tarde.',
    },
  },
  portfolio: {
    metaTitle: '{{name}} — Portafolio',
    metaDescription: 'El portafolio público de aprendizaje de {{name}} en Optio.',
    title: 'Portafolio de {{name}}',
    pillarsTitle: 'Experiencia por pilar',
    xp: '{{count}} XP',
    itemsTitle: 'Trabajo completado',
    noItems: 'Todavía no hay trabajo público.',
    completed: 'Completado el {{date}}',
    notFoundTitle: 'Este portafolio es privado o no existe',
    notFoundBody:
      'Puede que el enlace esté mal escrito o que su dueño haya decidido mantener su trabajo en privado. Los portafolios de menores solo se hacen públicos con la aprobación de un padre o madre.',
    errorTitle: 'No pudimos cargar este portafolio',
    errorBody: 'Comprueba tu conexión e inténtalo de nuevo.',
  },
  diploma: {
    metaTitle: '{{name}} — Diploma',
    metaDescription:
      'El diploma público de {{name}}, obtenido mediante aprendizaje autodirigido en Optio.',
    title: 'Diploma',
    certifies: 'Se certifica que',
    earned:
      'ha completado un programa de aprendizaje autodirigido mediante misiones reales en Optio.',
    issued: 'Emitido el {{date}}',
    accredited: 'Diploma acreditado',
    notAccredited: 'Diploma de Optio',
    credits: 'Créditos totales: {{count}}',
    pillarsTitle: 'Créditos por pilar',
    notFoundTitle: 'Este diploma es privado o no existe',
    notFoundBody:
      'Puede que el enlace esté mal escrito o que el diploma no sea público. El diploma de un estudiante solo se hace público cuando él —o, en el caso de menores, su padre o madre— decide compartirlo.',
    errorTitle: 'No pudimos cargar este diploma',
    errorBody: 'Comprueba tu conexión e inténtalo de nuevo.',
  },
};

export default es;
