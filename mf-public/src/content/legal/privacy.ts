import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Privacy Policy',
    description:
      'How Optio collects, uses and protects personal data, especially children’s data: parental consent under COPPA, data minimisation, no selling of data and your deletion rights.',
    heading: 'Privacy Policy',
    lead: 'Optio is a learning platform used by children and families, so we hold ourselves to a high standard: we collect as little as we can, use it only to run the service, never sell it, and give parents real control.',
    updated: '2026-11-01',
    blocks: [
      {
        type: 'callout',
        tone: 'success',
        title: 'The short version',
        text: 'We never sell personal data. We do not show advertising. Children’s work is private by default. Parents can see, export and delete their child’s data at any time.',
      },
      { type: 'heading', text: '1. What we collect' },
      {
        type: 'list',
        items: [
          'Account details: name, e-mail address, date of birth (to check age), role and, optionally, phone number and address.',
          'For learners under 13: a parent or guardian’s e-mail address, so we can ask for consent.',
          'Learning records: quests, tasks, evidence you upload, XP, badges, credits and the diploma.',
          'Messages and AI tutor conversations, so they can be shown to you and, for children, to their parent.',
          'Technical data needed to keep the service secure, such as sign-in events and rate-limit counters.',
        ],
      },
      {
        type: 'paragraph',
        text: 'We practise data minimisation: if we do not need a piece of information to provide Optio, we do not ask for it. Optional fields stay optional.',
      },
      { type: 'heading', text: '2. Children’s privacy and parental consent (COPPA)' },
      {
        type: 'list',
        items: [
          'Children under 13 can use Optio only after a parent or guardian gives verifiable consent. We e-mail the parent a consent request when the child registers.',
          'We collect from children only what is reasonably necessary for them to take part in learning activities.',
          'A child’s work, portfolio and diploma are private by default and become public only with a parent’s approval.',
          'Parents can review the personal information we hold about their child, ask us to correct or delete it, and refuse further collection, by writing to privacy@optio.example or from the family dashboard.',
          'We never use children’s data for advertising, and we never build marketing profiles of children.',
        ],
      },
      { type: 'heading', text: '3. How we use data' },
      {
        type: 'list',
        items: [
          'To run your account and show your learning records, portfolio and diploma.',
          'To let parents, advisors and invited observers see the progress they are entitled to see.',
          'To send service e-mails: account verification, consent requests, password resets and replies to your requests.',
          'To keep Optio safe, for example to limit repeated sign-in attempts and detect abuse.',
        ],
      },
      { type: 'heading', text: '4. What we never do' },
      {
        type: 'list',
        items: [
          'We never sell or rent personal data to anyone.',
          'We do not show third-party advertising, and we do not use advertising trackers.',
          'We do not share data with anyone except the service providers who help us run Optio (such as hosting and e-mail), under contracts that forbid them from using it for anything else.',
        ],
      },
      { type: 'heading', text: '5. Public pages' },
      {
        type: 'paragraph',
        text: 'You may choose to publish a portfolio or diploma page for colleges and employers. Only the work you mark as public appears there. For learners under 13, a parent must approve it first. You can unpublish a page at any time, and it stops being available straight away.',
      },
      { type: 'heading', text: '6. How long we keep data' },
      {
        type: 'paragraph',
        text: 'We keep your data while your account is open. When you or a parent close an account, we delete its personal data within 30 days, except where the law requires us to keep a record, such as an academy transcript. Backups are overwritten on a rolling schedule.',
      },
      {
        type: 'paragraph',
        text: 'Requests sent from our consultation and promo pages are kept for 24 months, then deleted automatically; ask us and we delete yours sooner. When you arrive from one of our campaign links, we keep which page and campaign brought you (never who you are) in a first-party cookie for 90 days, to count which pages lead to requests and sign-ups. We use no third-party trackers. Choose “Essential only” under Privacy choices, at the foot of every page, and we delete that cookie and stop counting your visits; if your browser sends Global Privacy Control or Do Not Track, we do the same without asking.',
      },
      { type: 'heading', text: '7. Your rights' },
      {
        type: 'list',
        items: [
          'Access: ask for a copy of your data.',
          'Correction: fix anything that is wrong.',
          'Deletion: ask us to delete your account and its data.',
          'Portability: take your portfolio with you in a common format.',
          'Withdrawal of consent: parents can withdraw consent for a child at any time.',
        ],
      },
      { type: 'heading', text: '8. Security' },
      {
        type: 'paragraph',
        text: 'Passwords are stored only as strong one-way hashes, connections are encrypted, uploads are served only to people allowed to see them, and every request is checked for permission on our servers.',
      },
      { type: 'heading', text: '9. Contact and changes' },
      {
        type: 'paragraph',
        text: 'Questions or requests: privacy@optio.example. If we change this policy in a way that matters, we will tell you by e-mail or in the app before the change applies.',
      },
      { type: 'links', items: [{ label: 'Read our Terms of Service', href: '/terms' }] },
    ],
  },
  es: {
    title: 'Política de privacidad',
    description:
      'Cómo Optio recoge, usa y protege los datos personales, sobre todo los de menores: consentimiento parental según COPPA, minimización de datos, sin venta de datos y tu derecho a borrarlos.',
    heading: 'Política de privacidad',
    lead: 'Optio es una plataforma de aprendizaje que usan menores y familias, así que nos exigimos mucho: recogemos lo mínimo posible, lo usamos solo para prestar el servicio, nunca lo vendemos y damos a las familias un control real.',
    updated: '2026-11-01',
    blocks: [
      {
        type: 'callout',
        tone: 'success',
        title: 'En resumen',
        text: 'Nunca vendemos datos personales. No mostramos publicidad. El trabajo de los menores es privado por defecto. Las familias pueden ver, exportar y eliminar los datos de sus hijos en cualquier momento.',
      },
      { type: 'heading', text: '1. Qué datos recogemos' },
      {
        type: 'list',
        items: [
          'Datos de la cuenta: nombre, correo electrónico, fecha de nacimiento (para comprobar la edad), rol y, de forma opcional, teléfono y dirección.',
          'Para menores de 13 años: el correo electrónico de su madre, padre o tutor, para poder pedir su consentimiento.',
          'Registros de aprendizaje: misiones, tareas, evidencias que subes, XP, insignias, créditos y el diploma.',
          'Mensajes y conversaciones con el tutor de IA, para mostrártelos a ti y, en el caso de menores, a su familia.',
          'Datos técnicos necesarios para mantener el servicio seguro, como los inicios de sesión y los contadores de límite de intentos.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Aplicamos la minimización de datos: si no necesitamos un dato para prestar Optio, no lo pedimos. Los campos opcionales siguen siendo opcionales.',
      },
      { type: 'heading', text: '2. Privacidad de los menores y consentimiento parental (COPPA)' },
      {
        type: 'list',
        items: [
          'Los menores de 13 años solo pueden usar Optio después de que su madre, padre o tutor dé un consentimiento verificable. Cuando el menor se registra, enviamos por correo una solicitud de consentimiento a su familia.',
          'De los menores solo recogemos lo razonablemente necesario para que participen en las actividades de aprendizaje.',
          'El trabajo, el portafolio y el diploma de un menor son privados por defecto y solo se hacen públicos con la aprobación de su familia.',
          'Las familias pueden revisar la información personal que guardamos de su hijo o hija, pedirnos que la corrijamos o la eliminemos y negarse a que sigamos recogiéndola, escribiendo a privacy@optio.example o desde el panel familiar.',
          'Nunca usamos los datos de menores para publicidad y nunca creamos perfiles de marketing de menores.',
        ],
      },
      { type: 'heading', text: '3. Cómo usamos los datos' },
      {
        type: 'list',
        items: [
          'Para gestionar tu cuenta y mostrar tus registros de aprendizaje, tu portafolio y tu diploma.',
          'Para que las familias, los asesores y los observadores invitados vean el progreso que tienen derecho a ver.',
          'Para enviar correos del servicio: verificación de la cuenta, solicitudes de consentimiento, restablecimiento de contraseña y respuestas a tus solicitudes.',
          'Para mantener Optio seguro, por ejemplo limitando los intentos repetidos de inicio de sesión y detectando abusos.',
        ],
      },
      { type: 'heading', text: '4. Lo que nunca hacemos' },
      {
        type: 'list',
        items: [
          'Nunca vendemos ni alquilamos datos personales a nadie.',
          'No mostramos publicidad de terceros ni usamos rastreadores publicitarios.',
          'No compartimos datos con nadie, salvo con los proveedores que nos ayudan a prestar Optio (como el alojamiento y el correo), con contratos que les prohíben usarlos para cualquier otra cosa.',
        ],
      },
      { type: 'heading', text: '5. Páginas públicas' },
      {
        type: 'paragraph',
        text: 'Puedes decidir publicar una página de portafolio o de diploma para universidades y empresas. Solo aparece el trabajo que marques como público. En el caso de menores de 13 años, su familia debe aprobarlo antes. Puedes despublicar una página en cualquier momento y deja de estar disponible de inmediato.',
      },
      { type: 'heading', text: '6. Cuánto tiempo guardamos los datos' },
      {
        type: 'paragraph',
        text: 'Guardamos tus datos mientras tu cuenta esté abierta. Cuando tú o tu familia cerráis una cuenta, eliminamos sus datos personales en un plazo de 30 días, salvo cuando la ley nos obliga a conservar un registro, como un expediente de la academia. Las copias de seguridad se sobrescriben de forma periódica.',
      },
      {
        type: 'paragraph',
        text: 'Las solicitudes enviadas desde nuestras páginas de consulta y promocionales se guardan 24 meses y después se eliminan automáticamente; si nos lo pides, borramos la tuya antes. Cuando llegas desde uno de nuestros enlaces de campaña, guardamos qué página y qué campaña te trajeron (nunca quién eres) en una cookie propia durante 90 días, para contar qué páginas llevan a solicitudes y registros. No usamos rastreadores de terceros. Elige “Solo esenciales” en Opciones de privacidad, al pie de cada página, y borramos esa cookie y dejamos de contar tus visitas; si tu navegador envía Global Privacy Control o Do Not Track, hacemos lo mismo sin preguntarte.',
      },
      { type: 'heading', text: '7. Tus derechos' },
      {
        type: 'list',
        items: [
          'Acceso: pide una copia de tus datos.',
          'Rectificación: corrige lo que esté mal.',
          'Supresión: pídenos que eliminemos tu cuenta y sus datos.',
          'Portabilidad: llévate tu portafolio en un formato común.',
          'Retirada del consentimiento: las familias pueden retirar el consentimiento de un menor en cualquier momento.',
        ],
      },
      { type: 'heading', text: '8. Seguridad' },
      {
        type: 'paragraph',
        text: 'Las contraseñas se guardan solo como resúmenes criptográficos robustos de un solo sentido, las conexiones van cifradas, los archivos subidos solo se sirven a quien puede verlos y nuestros servidores comprueban los permisos de cada solicitud.',
      },
      { type: 'heading', text: '9. Contacto y cambios' },
      {
        type: 'paragraph',
        text: 'Preguntas o solicitudes: privacy@optio.example. Si cambiamos esta política de forma relevante, te lo diremos por correo electrónico o en la aplicación antes de que el cambio se aplique.',
      },
      { type: 'links', items: [{ label: 'Leer nuestros Términos del servicio', href: '/terms' }] },
    ],
  },
};

export default page;
