import type { DemoMessages } from './en';

export const es: DemoMessages = {
  documentTitle: 'Prueba la demo de 2 minutos · Optio',
  title: 'Prueba Optio en dos minutos',
  intro:
    'Recorre una misión real: elige quién eres, escoge qué explorar, haz el trabajo y mira cómo se convierte en XP, una insignia, un diploma y un portafolio. Nada de esto se guarda en una cuenta.',
  signedInNote:
    'Has iniciado sesión. Esta demo es un espacio de prueba: nada de lo que hagas aquí afecta a tu cuenta.',
  goToDashboard: 'Ir a tu panel',
  restored: '¡Hola de nuevo! Guardamos tu demo justo donde la dejaste.',
  progress: {
    label: 'Progreso de la demo',
    status: 'Paso {{current}} de {{total}}: {{name}}',
    done: 'hecho',
    current: 'paso actual',
  },
  steps: {
    persona: 'Quién explora',
    vision: 'Tu visión',
    quests: 'Elige misiones',
    tasks: 'Haz el trabajo',
    badge: 'Gana una insignia',
    diploma: 'Diploma',
    portfolio: 'Portafolio',
    signup: 'Hazlo real',
  },
  nav: {
    back: 'Atrás',
    continue: 'Continuar',
    startOver: 'Empezar de nuevo',
    confirmTitle: '¿Empezar la demo de nuevo?',
    confirmText: 'Se borrará tu progreso de la demo en esta pestaña.',
    confirmYes: 'Sí, empezar de nuevo',
    confirmNo: 'Seguir',
  },
  pillars: {
    stem: 'STEM',
    wellness: 'Bienestar',
    communication: 'Comunicación',
    civics: 'Civismo',
    art: 'Arte',
  },
  persona: {
    heading: '¿Quién explora hoy?',
    lead: 'Optio funciona de forma un poco distinta para estudiantes y para familias. Elige la vista que quieres probar.',
    student: 'Soy estudiante',
    studentText:
      'Sigue tu curiosidad, haz proyectos reales y gana XP por lo que de verdad aprendes.',
    parent: 'Soy madre o padre',
    parentText:
      'Convierte el aprendizaje diario de tu hijo o hija en misiones, progreso y un diploma real.',
  },
  vision: {
    headingStudent: 'Aprende hoy, no algún día',
    headingParent: 'La visión de aprendizaje de tu familia',
    leadStudent:
      'En Optio no esperas permiso para aprender. Eliges lo que te importa ahora mismo, y las credenciales siguen al trabajo.',
    leadParent:
      'Optio documenta el aprendizaje que tu familia ya hace. Tu hijo o hija elige misiones, hace el trabajo y todo llega a un portafolio y a un diploma.',
    nameLabel: 'Tu nombre (opcional)',
    learnerNameLabel: 'Nombre de tu hijo o hija (opcional)',
    interestsLabel: '¿Qué te apetece ahora mismo? (opcional)',
    interests: {
      music: 'Música',
      food: 'Cocina',
      business: 'Negocios',
      community: 'Ayudar a otros',
    },
    accreditedTitle: 'La opción acreditada de la Academia',
    accreditedText:
      'Las familias que quieran un diploma acreditado pueden unirse a Optio Academy. El aprendizaje es el mismo; un asesor revisa el trabajo y el diploma queda acreditado. El acuerdo de la academia se firma en persona.',
    chooseAcademy: 'Ver el camino acreditado de la Academia',
    academyChosen: 'Camino de la Academia elegido: el diploma de la demo estará acreditado.',
    chooseFree: 'Seguir con el plan gratuito',
    freeChosen: 'Plan gratuito: el diploma de la demo no estará acreditado.',
  },
  quests: {
    heading: 'Elige tus misiones',
    lead: 'Añade hasta {{max}} misiones a tu plan y empieza una. Cada tarea que terminas suma XP en uno de los cinco pilares.',
    selectedCount: '{{count}} de {{max}} misiones en tu plan',
    limitReached: 'Tu plan está lleno. Quita una misión para añadir otra.',
    add: 'Añadir a mi plan',
    remove: 'Quitar de mi plan',
    start: 'Empezar esta misión',
    totalXP: '{{xp}} XP',
    recommended: 'Coincide con tus intereses',
    pillarsLabel: 'Pilares',
    items: {
      'music-composition': {
        title: 'Compón tu primera canción',
        description:
          'Escucha como un compositor, descubre las matemáticas escondidas en el ritmo, escribe una melodía de ocho compases y comparte la historia que hay detrás.',
        appeal: 'Para quienes tararean todo el día y quieren crear algo propio.',
        badgeName: 'Compositor',
        badgeDescription: 'Escribió, grabó y compartió una pieza musical original.',
        tasks: {
          'mc-listen': 'Estudia tres canciones que te encanten y dibuja su estructura',
          'mc-rhythm': 'Descubre las matemáticas del ritmo, los pulsos y los compases',
          'mc-compose': 'Compón y graba una melodía de ocho compases',
          'mc-share': 'Toca tu pieza para alguien y cuenta su historia',
        },
      },
      'family-recipes': {
        title: 'Recetario familiar',
        description:
          'Entrevista a un familiar, cocina un plato de la familia, ajusta la receta con fracciones y diseña una página para un recetario familiar.',
        appeal: 'Para cocineros curiosos a quienes les encanta una buena historia en la mesa.',
        badgeName: 'Historiador familiar',
        badgeDescription: 'Guardó una receta familiar y la historia que la acompaña.',
        tasks: {
          'fr-interview': 'Entrevista a un familiar sobre un plato importante para él o ella',
          'fr-scale': 'Ajusta la receta al doble o a la mitad usando fracciones',
          'fr-nutrition': 'Cocina el plato y explora qué lo hace nutritivo',
          'fr-design': 'Diseña una página ilustrada del recetario',
        },
      },
      'small-business': {
        title: 'Lanza un pequeño negocio',
        description:
          'Detecta una necesidad real cerca de ti, arma un presupuesto y una lista de precios, diseña una marca y presenta tu idea a un cliente real.',
        appeal: 'Para creadores y negociadores a quienes les gusta convertir ideas en algo real.',
        badgeName: 'Joven emprendedor',
        badgeDescription:
          'Llevó una idea de negocio desde una necesidad real hasta una presentación real.',
        tasks: {
          'sb-need': 'Habla con tus vecinos y detecta una necesidad en tu comunidad',
          'sb-budget': 'Arma un presupuesto y fija tus precios',
          'sb-brand': 'Diseña un nombre, un logotipo y un folleto',
          'sb-pitch': 'Presenta tu idea a un cliente real',
        },
      },
      'volunteer-impact': {
        title: 'Voluntariado con impacto',
        description:
          'Investiga una causa local, planifica y vive un día de voluntariado, observa cómo te sientes al ayudar y cuenta la diferencia que lograste.',
        appeal:
          'Para corazones grandes que quieren dejar su rincón del mundo mejor de lo que estaba.',
        badgeName: 'Campeón de la comunidad',
        badgeDescription: 'Planificó, vivió y contó un día de servicio real.',
        tasks: {
          'vi-research': 'Investiga una causa local y a las personas a las que ayuda',
          'vi-plan': 'Planifica un día de voluntariado con una organización local',
          'vi-serve': 'Haz el voluntariado y lleva un breve diario de bienestar',
          'vi-report': 'Cuenta tu impacto en una charla breve o un artículo',
        },
      },
    },
  },
  tasks: {
    heading: 'Misión: {{title}}',
    lead: 'Haz cada tarea de verdad, o imagina que la hiciste, y añade una línea sobre lo que hiciste. Esa línea se convierte en evidencia en tu portafolio.',
    progress: '{{done}} de {{total}} tareas completadas',
    evidenceLabel: '¿Qué hiciste? Una línea de evidencia',
    evidencePlaceholder:
      'Por ejemplo: dibujé la estrofa y el estribillo de mis tres canciones favoritas.',
    evidenceRequired: 'Primero añade una línea sobre lo que hiciste.',
    complete: 'Completar tarea',
    completed: 'Completada',
    xp: '+{{xp}} XP',
    taskXP: '{{xp}} XP · {{pillar}}',
    announceTask: '+{{xp}} XP de {{pillar}}.',
    announceQuest:
      '¡Misión completada! +{{bonus}} XP de bonificación, repartidos entre {{pillars}}.',
    questComplete:
      '¡Misión completada! Ganaste una bonificación de {{bonus}} XP, repartida entre {{pillars}}.',
    noQuest: 'Primero elige una misión.',
    pickQuest: 'Elegir una misión',
  },
  chart: {
    title: 'XP por pilar',
    value: '{{xp}} XP',
    bonus: 'incluye {{bonus}} de bonificación',
    total: 'Total: {{xp}} XP',
    empty: 'Completa una tarea para ver crecer tu XP.',
  },
  badge: {
    headingUnlocked: '¡Insignia desbloqueada!',
    headingLocked: 'Tu progreso hasta ahora',
    lead: 'Las insignias reconocen lo que de verdad has hecho. Termina todas las tareas de una misión para desbloquear su insignia y la bonificación.',
    locked: 'Termina las cuatro tareas de tu misión para desbloquear la insignia {{name}}.',
    finishQuest: 'Volver a mis tareas',
    unlockedLabel: 'Insignia desbloqueada',
  },
  diploma: {
    heading: 'Tu diploma, como consecuencia',
    lead: 'El diploma no es la meta. Es lo que deja el trabajo: cada misión, tarea y punto de XP se convierte en una credencial que puedes compartir.',
    generate: 'Generar mi diploma',
    regenerate: 'Actualizar mi diploma',
    title: 'Diploma Optio',
    awardedTo: 'Otorgado a',
    defaultName: 'Estudiante de la demo',
    forQuest: 'por completar «{{quest}}»',
    forProgress: 'por su progreso en «{{quest}}»',
    earned: '{{earned}} XP ganados',
    issued: 'Emitido el {{date}}',
    accredited: 'Acreditado · Optio Academy',
    notAccredited: 'No acreditado · plan gratuito',
    accreditedHint:
      'Las familias pueden elegir el camino acreditado de la Academia para que este diploma esté acreditado.',
    notGenerated: 'Todavía no hay diploma. Genéralo para ver a qué suma tu trabajo.',
  },
  portfolio: {
    heading: 'Tu portafolio, lleno de forma automática',
    lead: 'El trabajo llega a tu portafolio a medida que completas tareas. Tú decides quién lo ve: universidades, empleadores y familia pueden ver el trabajo público.',
    visibilityLegend: 'Quién puede ver el trabajo nuevo',
    public: 'Público',
    private: 'Privado',
    itemVisibility: 'Visibilidad de «{{task}}»',
    empty: 'Aún no hay nada. Completa una tarea y aparecerá aquí.',
    evidence: 'Evidencia',
  },
  signup: {
    heading: '¿Listo para hacerlo real?',
    lead: 'Ese fue el ciclo completo: elegir, hacer, reflexionar y ver cómo llegan las credenciales. Tu cuenta real funciona igual, con tus propias misiones.',
    summary_one: 'En esta demo ganaste {{xp}} XP, {{count}} insignia y un borrador de diploma.',
    summary_other: 'En esta demo ganaste {{xp}} XP, {{count}} insignias y un borrador de diploma.',
    cta: 'Crear cuenta gratis',
    ctaNote: 'Gratis para empezar, sin tarjeta de crédito.',
    again: 'Probar la demo otra vez',
  },
};
