import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "iot",
  title: "IoT Development",
  description:
    "Connected products built from firmware to cloud and apps: Zephyr or FreeRTOS devices, MQTT, BLE and LoRaWAN connectivity, AWS IoT Core or Azure IoT Hub back ends, dashboards and secure over-the-air updates.",
  metaDescription:
    "Connected products from firmware to cloud: Zephyr and FreeRTOS devices, MQTT and LoRaWAN, AWS IoT Core or Azure IoT Hub, and OTA updates.",
  icon: "cpu",
  pricing:
    "IoT projects are usually phased or milestone-based, with a prototype phase ahead of pilot and production rollout, and fleet operations can continue on {retainer}. The price depends on scope and complexity: device count, hardware maturity, connectivity and certification needs.",
  process: [
    {
      title: "Requirements & architecture",
      description:
        "We define the use case, operating environment, power budget and connectivity, and deliver a system architecture covering device, gateway, cloud and applications.",
    },
    {
      title: "Hardware & prototype",
      description:
        "We select sensors, microcontrollers such as ESP32, STM32 or Nordic nRF, and radio modules, then build a working prototype on development kits or with your hardware partner.",
    },
    {
      title: "Firmware development",
      description:
        "We write embedded firmware in C or C++ on Zephyr or FreeRTOS, with secure boot, low-power modes and a robust over-the-air update mechanism.",
    },
    {
      title: "Cloud & connectivity",
      description:
        "We connect devices over MQTT, BLE, LoRaWAN or LTE-M to AWS IoT Core or Azure IoT Hub, with device provisioning, X.509 certificates and time-series storage.",
    },
    {
      title: "Apps & dashboards",
      description:
        "We build web dashboards and mobile apps for monitoring, alerts and device control, plus APIs that feed device data into your ERP or analytics tools.",
    },
    {
      title: "Pilot & fleet rollout",
      description:
        "We run a field pilot, fix what real-world conditions reveal, then support the production rollout with fleet monitoring and staged firmware updates.",
    },
  ],
  lifecycle: ["Define", "Prototype", "Build", "Connect", "Pilot", "Scale"],
  onboarding:
    "The first discussion covers what you want to sense or control, the physical environment and how many devices you expect to deploy. We ask for any existing hardware designs, datasheets or prototypes, and details of the systems the data should reach. Within 2 weeks you have a requirements summary, a proposed architecture and a plan for the prototype phase.",
  requirements: [
    "A description of the deployment environment and scale",
    "Existing hardware, prototypes or datasheets, if any",
    "Target systems for device data, such as ERP or analytics",
    "The markets and certifications the product must meet",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Device to dashboard in one team",
      description:
        "Firmware, cloud and app engineers work together, so interfaces between device and platform are designed once and tested end to end instead of negotiated between vendors.",
    },
    {
      title: "Security by design",
      description:
        "Secure boot, unique device certificates, encrypted transport and signed OTA updates are built in from the first prototype, following guidance such as ETSI EN 303 645.",
    },
    {
      title: "Built for the field",
      description:
        "We design for patchy connectivity, tight power budgets and remote recovery, because devices behave differently on a factory floor or in a vehicle than on a lab bench.",
    },
  ],
  whyUsTitle: "Connected products that last",
  whyUsDescription:
    "We engineer the whole IoT stack with field conditions, security and long-term fleet management in mind.",
  discussTitle: "Plan a connected product or sensor rollout",
  discussDescription:
    "Explain what you want to monitor or control, and we will outline the device, connectivity and cloud approach that suits it.",
  processTitle: "Prototype, pilot, then fleet",
  processDescription: "We prove the hardware and connectivity early, then scale carefully through a field pilot.",
  initiative:
    "IoT projects run on short hardware-software feedback loops: firmware, cloud and app engineers demo progress together, on real devices wherever possible. We work remotely with your hardware partners and field teams through shared test plans and device logs. Provisioning, update and recovery procedures are documented as part of the product, so your fleet stays manageable for years.",
  initiativeTitle: "Engineering across the stack",
  initiativeDescription: "Devices, cloud and apps move forward in step, planned and tested as one system.",
  faqs: [
    {
      question: "Do you design and manufacture hardware?",
      answer:
        "We handle component selection, prototyping on development kits and firmware, and work with your electronics design and manufacturing partners on custom boards. We do not manufacture devices ourselves, but we support design-for-manufacturing reviews and write production test firmware.",
    },
    {
      question: "Which connectivity option should we use?",
      answer:
        "Range, power and data volume decide it. BLE suits short-range devices paired with phones, Wi-Fi suits powered indoor devices, LoRaWAN suits small readings over long distances, and LTE-M or NB-IoT suits mobile or remote assets. We test the options in your environment during the prototype phase.",
    },
    {
      question: "How do you keep devices secure after deployment?",
      answer:
        "Each device gets a unique identity and certificate, communicates over encrypted channels and only accepts signed firmware. We also set up monitoring for unusual device behavior and a process for shipping security patches over the air.",
    },
    {
      question: "Who runs the fleet once devices are in the field?",
      answer:
        "We can operate and evolve the platform on {retainer}: monitoring fleet health, rolling out staged firmware updates, rotating certificates and adding features. If your team prefers to run it, we hand over complete documentation and training instead.",
    },
  ],
  faqsTitle: "IoT development questions",
  faqsDescription: "Common questions about hardware, connectivity, security and running a device fleet.",
  hireTitle: "IoT engineers across the stack",
  hireDescription:
    "Bring in {brand}'s embedded, cloud and app engineers to take your connected product from prototype to a managed fleet.",
  ctaTitle: "Bring your connected product to life",
  ctaDescription:
    "Book a free consultation to talk through your device, data and deployment plans with our IoT engineers.",
};

export default service;
