import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Terms of Service',
    description:
      'The terms that govern using Optio, the self-directed learning platform for students and families, including accounts for children and parental consent.',
    heading: 'Terms of Service',
    lead: 'These terms explain the agreement between you and Optio when you use our website and learning platform. We have tried to write them in plain language. Please read them together with our Privacy Policy.',
    updated: '2026-11-01',
    blocks: [
      { type: 'heading', text: '1. Who we are and what these terms cover' },
      {
        type: 'paragraph',
        text: 'Optio provides an online platform where students complete self-directed quests and tasks, earn experience points (XP) and badges, and build a portfolio, transcript, credit record and diploma. These terms apply to everyone who visits or uses Optio: students, parents and guardians, advisors, educators, observers and administrators.',
      },
      { type: 'heading', text: '2. Accounts' },
      {
        type: 'list',
        items: [
          'You must give accurate information when you create an account and keep it up to date.',
          'You are responsible for keeping your password secret and for activity under your account. Tell us straight away if you think someone else has used it.',
          'One person, one account. Accounts may not be shared, sold or transferred.',
        ],
      },
      { type: 'heading', text: '3. Children and parental consent' },
      {
        type: 'paragraph',
        text: 'Children under 13 may use Optio only with the verifiable consent of a parent or legal guardian, as required by the Children’s Online Privacy Protection Act (COPPA). When a child under 13 registers, we ask for a parent’s e-mail address and send that parent a request to confirm consent. Until consent is given, the child’s account is limited.',
      },
      {
        type: 'list',
        items: [
          'A parent or guardian who gives consent accepts these terms on the child’s behalf and is responsible for the child’s use of Optio.',
          'Parents may review their child’s information, withdraw consent and ask us to delete the child’s account at any time.',
          'Learners between 13 and the age of majority where they live should review these terms with a parent or guardian.',
        ],
      },
      { type: 'heading', text: '4. Your content' },
      {
        type: 'paragraph',
        text: 'Work you submit — text, images, links and other evidence — remains yours. You give Optio a limited licence to store, display and process it only to run the service for you: to show it in your portfolio, to the people you connect with, and on public pages you choose to publish.',
      },
      {
        type: 'list',
        items: [
          'Children’s work is private by default. Work and diplomas of learners under 13 become public only with a parent’s approval.',
          'Only submit content you have the right to share. Do not upload anything unlawful, hateful, harassing or that exposes another person’s private information.',
          'We may remove content that breaks these terms, and we will tell you when we do.',
        ],
      },
      { type: 'heading', text: '5. The AI tutor' },
      {
        type: 'paragraph',
        text: 'The AI tutor is a learning aid. It can make mistakes, and its answers are not professional, medical, legal or financial advice. Parents can review their children’s tutor conversations and adjust tutor settings. Conversations that raise safety concerns may be flagged to a parent.',
      },
      { type: 'heading', text: '6. Acceptable use' },
      {
        type: 'list',
        items: [
          'Be kind. Observers, friends and mentors are here to encourage, never to criticise or pressure.',
          'Do not try to access accounts or data that are not yours, disrupt the service, or scrape it.',
          'Do not use Optio to advertise, spam or contact children for any purpose unrelated to their learning.',
        ],
      },
      { type: 'heading', text: '7. Plans and payments' },
      {
        type: 'paragraph',
        text: 'Optio is free to start, with no credit card needed. Paid plans add features and are described, with their prices, before you buy. You can cancel a paid plan at any time; it stays active until the end of the period you have paid for.',
      },
      { type: 'heading', text: '8. Diplomas, credits and the academy' },
      {
        type: 'paragraph',
        text: 'Credits, transcripts and diplomas reflect the work recorded on Optio. Diplomas are accredited only for learners enrolled in the Optio Academy, which has its own agreement, signed in person, and its own handbook. Whether another school, college or employer accepts an Optio record is their decision.',
      },
      { type: 'heading', text: '9. Ending your account' },
      {
        type: 'paragraph',
        text: 'You can close your account at any time from your profile or by writing to us; a parent can close a child’s account. We may suspend an account that seriously or repeatedly breaks these terms. When an account is closed we delete its personal data as described in our Privacy Policy.',
      },
      { type: 'heading', text: '10. Liability' },
      {
        type: 'paragraph',
        text: 'We work hard to keep Optio available and your work safe, but we provide the service “as is”. To the extent the law allows, we are not liable for indirect losses. Nothing in these terms limits rights you have under consumer protection law.',
      },
      { type: 'heading', text: '11. Changes to these terms' },
      {
        type: 'paragraph',
        text: 'If we change these terms in a way that matters, we will tell you by e-mail or in the app at least 30 days before the change takes effect. If you keep using Optio after that, the new terms apply.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Questions?',
        text: 'Write to legal@optio.example and a real person will answer.',
      },
      { type: 'links', items: [{ label: 'Read our Privacy Policy', href: '/privacy' }] },
    ],
  },
  es: {
    title: 'Términos del servicio',
    description:
      'Los términos que rigen el uso de Optio, la plataforma de aprendizaje autodirigido para estudiantes y familias, incluidas las cuentas de menores y el consentimiento parental.',
    heading: 'Términos del servicio',
    lead: 'Estos términos explican el acuerdo entre tú y Optio cuando usas nuestro sitio web y nuestra plataforma de aprendizaje. Hemos intentado escribirlos en un lenguaje claro. Léelos junto con nuestra Política de privacidad.',
    updated: '2026-11-01',
    blocks: [
      { type: 'heading', text: '1. Quiénes somos y qué cubren estos términos' },
      {
        type: 'paragraph',
        text: 'Optio ofrece una plataforma en línea en la que los estudiantes completan misiones y tareas autodirigidas, ganan puntos de experiencia (XP) e insignias, y construyen un portafolio, un expediente académico, un registro de créditos y un diploma. Estos términos se aplican a todas las personas que visitan o usan Optio: estudiantes, madres, padres y tutores, asesores, educadores, observadores y administradores.',
      },
      { type: 'heading', text: '2. Cuentas' },
      {
        type: 'list',
        items: [
          'Debes dar información exacta al crear una cuenta y mantenerla actualizada.',
          'Eres responsable de mantener en secreto tu contraseña y de la actividad de tu cuenta. Avísanos de inmediato si crees que otra persona la ha usado.',
          'Una persona, una cuenta. Las cuentas no se pueden compartir, vender ni transferir.',
        ],
      },
      { type: 'heading', text: '3. Menores y consentimiento parental' },
      {
        type: 'paragraph',
        text: 'Los menores de 13 años solo pueden usar Optio con el consentimiento verificable de su madre, padre o tutor legal, como exige la ley estadounidense de protección de la privacidad infantil en línea (COPPA). Cuando un menor de 13 años se registra, pedimos el correo electrónico de su madre, padre o tutor y le enviamos una solicitud para confirmar el consentimiento. Hasta que se da el consentimiento, la cuenta del menor está limitada.',
      },
      {
        type: 'list',
        items: [
          'La madre, el padre o el tutor que da su consentimiento acepta estos términos en nombre del menor y es responsable del uso que el menor haga de Optio.',
          'Las familias pueden revisar la información de su hijo o hija, retirar el consentimiento y pedirnos que eliminemos su cuenta en cualquier momento.',
          'Quienes tengan entre 13 años y la mayoría de edad de su lugar de residencia deberían revisar estos términos con su madre, padre o tutor.',
        ],
      },
      { type: 'heading', text: '4. Tu contenido' },
      {
        type: 'paragraph',
        text: 'El trabajo que envías (textos, imágenes, enlaces y otras evidencias) sigue siendo tuyo. Concedes a Optio una licencia limitada para guardarlo, mostrarlo y procesarlo solo para prestarte el servicio: para mostrarlo en tu portafolio, a las personas con las que te conectas y en las páginas públicas que decidas publicar.',
      },
      {
        type: 'list',
        items: [
          'El trabajo de los menores es privado por defecto. El trabajo y los diplomas de menores de 13 años solo se hacen públicos con la aprobación de su madre, padre o tutor.',
          'Envía solo contenido que tengas derecho a compartir. No subas nada ilegal, de odio, acosador o que exponga información privada de otra persona.',
          'Podemos retirar el contenido que incumpla estos términos y te avisaremos cuando lo hagamos.',
        ],
      },
      { type: 'heading', text: '5. El tutor de IA' },
      {
        type: 'paragraph',
        text: 'El tutor de IA es una ayuda para aprender. Puede equivocarse, y sus respuestas no son asesoramiento profesional, médico, jurídico ni financiero. Las familias pueden revisar las conversaciones de sus hijos con el tutor y ajustar su configuración. Las conversaciones que despiertan preocupaciones de seguridad pueden notificarse a la madre, el padre o el tutor.',
      },
      { type: 'heading', text: '6. Uso aceptable' },
      {
        type: 'list',
        items: [
          'Sé amable. Los observadores, amigos y mentores están aquí para animar, nunca para criticar ni presionar.',
          'No intentes acceder a cuentas o datos que no son tuyos, interrumpir el servicio ni extraer sus datos de forma automatizada.',
          'No uses Optio para hacer publicidad, enviar spam ni contactar con menores con fines ajenos a su aprendizaje.',
        ],
      },
      { type: 'heading', text: '7. Planes y pagos' },
      {
        type: 'paragraph',
        text: 'Empezar en Optio es gratis y no hace falta tarjeta de crédito. Los planes de pago añaden funciones y se describen, con sus precios, antes de comprarlos. Puedes cancelar un plan de pago en cualquier momento; sigue activo hasta el final del periodo que hayas pagado.',
      },
      { type: 'heading', text: '8. Diplomas, créditos y la academia' },
      {
        type: 'paragraph',
        text: 'Los créditos, expedientes y diplomas reflejan el trabajo registrado en Optio. Los diplomas solo están acreditados para quienes están matriculados en la Optio Academy, que tiene su propio acuerdo, firmado en persona, y su propio manual. Que otra escuela, universidad o empresa acepte un registro de Optio es decisión suya.',
      },
      { type: 'heading', text: '9. Cierre de tu cuenta' },
      {
        type: 'paragraph',
        text: 'Puedes cerrar tu cuenta en cualquier momento desde tu perfil o escribiéndonos; una madre, un padre o un tutor puede cerrar la cuenta de su hijo o hija. Podemos suspender una cuenta que incumpla estos términos de forma grave o reiterada. Cuando se cierra una cuenta, eliminamos sus datos personales como se describe en nuestra Política de privacidad.',
      },
      { type: 'heading', text: '10. Responsabilidad' },
      {
        type: 'paragraph',
        text: 'Trabajamos mucho para que Optio esté disponible y tu trabajo esté seguro, pero prestamos el servicio «tal cual». En la medida en que lo permita la ley, no somos responsables de pérdidas indirectas. Nada de estos términos limita los derechos que te otorga la legislación de protección de los consumidores.',
      },
      { type: 'heading', text: '11. Cambios en estos términos' },
      {
        type: 'paragraph',
        text: 'Si cambiamos estos términos de forma relevante, te lo diremos por correo electrónico o en la aplicación al menos 30 días antes de que el cambio entre en vigor. Si sigues usando Optio después, se aplican los nuevos términos.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: '¿Tienes preguntas?',
        text: 'Escribe a legal@optio.example y te responderá una persona de verdad.',
      },
      {
        type: 'links',
        items: [{ label: 'Leer nuestra Política de privacidad', href: '/privacy' }],
      },
    ],
  },
};

export default page;
