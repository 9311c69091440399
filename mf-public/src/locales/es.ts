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
  landing: {
    metaTitle: 'Optio — Forma personas que hacen, no que dependen.',
    metaDescription:
      'Optio es una plataforma de aprendizaje autodirigido para estudiantes y familias. Misiones, insignias, un portafolio automático y un diploma que nace del trabajo real. Gratis para empezar, sin tarjeta de crédito.',
    hero: {
      eyebrow: 'Aprendizaje autodirigido para estudiantes y familias',
      title: 'Forma personas que hacen, no que dependen.',
      lead: 'Optio convierte lo que hoy despierta la curiosidad de tu estudiante en misiones con tareas reales. Cada tarea terminada suma XP en STEM, BIENESTAR, COMUNICACIÓN, CIVISMO y ARTE, y llega a un portafolio que crece solo.',
      free: 'Gratis para empezar, sin tarjeta de crédito',
    },
    features: {
      title: 'Todo lo que necesita un estudiante curioso, nada que le sobre',
      intro:
        'Optio pone el foco en hacer. El papeleo —créditos, expedientes, portafolios, diplomas— se ocupa de sí mismo sin hacer ruido.',
      items: {
        quests: {
          title: 'Misiones y tareas',
          body: 'Los estudiantes eligen misiones que les importan y avanzan con tareas reales: componer una canción, montar un pequeño negocio, cocinar las recetas de la familia.',
        },
        pillars: {
          title: 'XP en cinco pilares',
          body: 'Cada tarea suma puntos de experiencia en STEM, BIENESTAR, COMUNICACIÓN, CIVISMO o ARTE, para ver el crecimiento de la persona completa.',
        },
        badges: {
          title: 'Insignias que valen la pena',
          body: 'Las insignias marcan logros reales, diseñadas por asesores y ganadas con trabajo terminado, no con clics.',
        },
        portfolio: {
          title: 'Un portafolio automático',
          body: 'El trabajo entra en el portafolio en cuanto se completa una tarea. También puedes subir proyectos anteriores para no perder nada bueno.',
        },
        showcase: {
          title: 'Páginas públicas de presentación',
          body: 'Comparte con universidades y empleadores una página cuidada que muestra lo que el estudiante sabe hacer, solo cuando tú lo decidas.',
        },
        diploma: {
          title: 'Diploma, expediente y registro de créditos',
          body: 'Los créditos se suman al completar misiones. El expediente y el diploma son una consecuencia del aprendizaje, no su razón de ser.',
        },
        tutor: {
          title: 'Un tutor con IA, a cualquier hora',
          body: 'Un tutor paciente está disponible a todas horas para explicar, animar y hacer buenas preguntas, y los padres pueden ver cómo se usa.',
        },
        family: {
          title: 'Pensado para familias',
          body: 'Los padres documentan el aprendizaje como misiones, siguen a cada hijo en un panel familiar e invitan a familiares y mentores a animar.',
        },
        academy: {
          title: 'Una academia acreditada',
          body: 'Las familias que quieren un diploma acreditado pueden unirse a la Academia Optio, con asesores, un manual y un acuerdo firmado en persona.',
        },
      },
    },
    how: {
      title: 'Cómo funciona',
      intro: 'Cuatro pasos, y el primero lleva más o menos un minuto.',
      steps: {
        one: {
          title: 'Crea tu cuenta gratis',
          body: 'Regístrate como estudiante o como madre o padre. Es gratis para empezar y no hace falta tarjeta de crédito.',
        },
        two: {
          title: 'Elige una misión que despierte la curiosidad',
          body: 'Explora misiones o escribe la tuya. Empieza por lo que tu estudiante quiere hacer esta semana, no por lo que dice un temario.',
        },
        three: {
          title: 'Haz el trabajo, muestra la evidencia',
          body: 'Termina una tarea y añade una foto, un enlace o unas líneas sobre lo que pasó. La XP llega al pilar correspondiente al instante.',
        },
        four: {
          title: 'Mira cómo crece el portafolio',
          body: 'Se desbloquean insignias, se suman créditos y el portafolio se llena solo. Cuando llegue el momento, el diploma ya estará escrito por el trabajo.',
        },
      },
    },
    philosophy: {
      title: 'El proceso es la meta',
      intro:
        'Creemos que el aprendizaje perdura cuando se elige, se practica y se disfruta ahora, no cuando se soporta por una recompensa lejana.',
      cards: {
        today: {
          title: 'Aprende hoy',
          body: 'No algún día, no «cuando seas mayor». El aprendizaje más valioso es el que tu estudiante puede empezar esta misma tarde.',
        },
        progress: {
          title: 'Progreso antes que perfección',
          body: 'Un primer borrador terminado vale más que un plan perfecto. Optio celebra los pasos constantes, el esfuerzo honesto y el valor de volver a intentarlo.',
        },
        joy: {
          title: 'La alegría de descubrir',
          body: 'La curiosidad es el motor. Cuando los estudiantes siguen lo que les fascina, la motivación nace de dentro y dura.',
        },
      },
      readMore: 'Lee nuestra filosofía completa',
    },
    modal: {
      title: 'Nuestra filosofía: el proceso es la meta',
      close: 'Cerrar',
      p1: 'La escuela suele pedir a los jóvenes que cambien el hoy por un algún día: esfuérzate ahora para que, con el tiempo, una nota, un certificado o un trabajo lo compense. Optio le da la vuelta. Diseñamos para el estudiante que está aquí ahora, con las preguntas que tiene ahora.',
      p2: 'Por eso cada misión está hecha de tareas reales con evidencias reales. Se compone una canción. Se cocina una receta y se escribe para la siguiente generación. Un pequeño negocio vende su primer producto. Cada paso vale la pena por sí mismo, y cada uno queda registrado.',
      p3: 'La motivación que dura nace de dentro: de la curiosidad, del dominio, de la satisfacción de terminar algo que elegiste. Los puntos, las insignias y los créditos hacen visible el progreso; nunca sustituyen la razón para aprender.',
      p4: 'El diploma es una consecuencia. Cuando el aprendizaje se vive día a día, el expediente, los créditos y el portafolio simplemente se acumulan. Un día levantas la vista y la prueba ya está ahí.',
      demoLead: 'Compruébalo en unos dos minutos, sin crear una cuenta.',
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: {
        free: {
          q: '¿Optio es gratis de verdad?',
          a: 'Sí. Crear una cuenta es gratis y no hace falta tarjeta de crédito. Los planes de pago añaden extras para las familias que los quieran, como más herramientas creativas o la academia acreditada.',
        },
        who: {
          q: '¿Para quién es Optio?',
          a: 'Para estudiantes que quieren aprender haciendo, para familias que educan en casa o complementan la escuela, y para los asesores, docentes y mentores que los acompañan.',
        },
        pillars: {
          q: '¿Cuáles son los cinco pilares?',
          a: 'STEM, BIENESTAR, COMUNICACIÓN, CIVISMO y ARTE. Cada tarea suma XP en uno de ellos, para ver de un vistazo lo completo que es el crecimiento de un estudiante.',
        },
        diploma: {
          q: '¿Puede mi hijo obtener un diploma de verdad?',
          a: 'Cada estudiante construye un diploma, un expediente y un registro de créditos a partir de las misiones completadas. Las familias de la Academia Optio reciben un diploma acreditado; el acuerdo de la academia se firma en persona.',
        },
        privacy: {
          q: '¿Cómo protegéis los datos de los menores?',
          a: 'El trabajo de los menores es privado por defecto. Los menores de 13 años necesitan el consentimiento de un padre o madre para usar Optio, y su trabajo solo se hace público con su aprobación. Nunca vendemos datos personales.',
        },
        observers: {
          q: '¿Pueden seguirlo los abuelos y los mentores?',
          a: 'Sí. Invítalos como observadores: pueden ver el progreso, animar y dejar mensajes de ánimo, pero no pueden cambiar nada.',
        },
      },
    },
    explore: {
      title: '¿Todavía lo estás pensando?',
      intro: 'Háblalo con nosotros o llévate primero algo útil.',
      links: {
        consultation: 'Reserva una consulta gratuita',
        portfolio: 'Consigue la lista de control del portafolio',
        credits: 'Mira un expediente y un informe de créditos de ejemplo',
        teacher: 'Planifica con un docente de Optio',
        guide: 'Consigue la guía de inicio',
      },
    },
    finalCta: {
      title: 'Empieza por hoy',
      body: 'Elige algo que valga la pena aprender esta semana. Optio se encarga del resto.',
    },
  },
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
