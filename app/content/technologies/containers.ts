import type { Technology } from "../types";
import { CTA } from "../cta";

const technology: Technology = {
  id: "containers",
  name: "Containers",
  title: "Containers & Kubernetes",
  description:
    "Docker packaging and Kubernetes operations from container engineers who join your team: autoscaling, safe rollouts and clear observability.",
  metaDescription:
    "Docker and Kubernetes engineers for EKS, AKS and GKE clusters, Helm charts, autoscaling and service mesh setups, billed by the hour.",
  group: "cloud",
  hero: {
    title: "Kubernetes engineers who keep clusters boring",
    subtitle: "Docker, Kubernetes, Helm and service meshes",
    description:
      "Our container engineers move applications into containers and operate the clusters that run them. Upgrades, scaling and incidents become planned routine instead of emergencies.",
    ctaText: CTA.consultation,
  },
  overview: {
    summary:
      "Containers give every service the same way to build, ship and run, and Kubernetes schedules them across machines. Done well, it speeds teams up; done badly, it adds a layer nobody understands. We bring engineers who have run production clusters for years.",
    benefits: [
      "The same artifact from laptop to production",
      "Automatic scaling with traffic",
      "Rolling deployments that keep replicated services available",
      "Better use of compute resources",
      "Portability across clouds and data centers",
    ],
    useCases: [
      "Containerizing legacy applications",
      "Managed Kubernetes on EKS, AKS or GKE",
      "Helm charts and GitOps for many services",
      "Cluster upgrades and hardening",
      "Service mesh for traffic control and mTLS",
    ],
  },
  expertise: {
    frameworks: ["Kubernetes", "Helm", "Kustomize", "Istio", "Linkerd", "KEDA"],
    tools: ["Docker", "Argo CD", "Prometheus", "Grafana", "Trivy", "k9s"],
    databases: ["PostgreSQL operators", "Redis", "Amazon RDS", "MongoDB Atlas"],
    cloudPlatforms: ["Amazon EKS", "Azure AKS", "Google GKE", "Red Hat OpenShift"],
    methodologies: ["GitOps", "Site reliability engineering", "Immutable images", "Chaos testing"],
  },
  developers: {
    title: "Container specialists on hand",
    description: "Engineers who have built, upgraded and debugged production Kubernetes clusters.",
    profiles: [
      {
        id: "containers-docker-engineer",
        name: "Containerization engineer",
        title: "DevOps Engineer (Containers)",
        experience: "3+ years",
        skills: ["Docker", "Helm", "Kubernetes basics", "CI pipelines", "Linux"],
        description:
          "Packages services into lean, secure images and Helm charts, and moves them into the cluster one by one.",
        hourlyRate: "$42–52",
        availability: "Full-time",
      },
      {
        id: "containers-platform-engineer",
        name: "Cluster operations specialist",
        title: "Senior Kubernetes Engineer",
        experience: "6+ years",
        skills: ["EKS", "Cluster upgrades", "Autoscaling", "Prometheus", "Network policies"],
        description: "Runs clusters day to day: upgrades, capacity, alerts and the incidents that come with them.",
        hourlyRate: "$62–72",
        availability: "Full-time",
      },
      {
        id: "containers-architect",
        name: "Platform architect",
        title: "Kubernetes Platform Architect",
        experience: "9+ years",
        skills: ["Multi-cluster design", "Service mesh", "Security hardening", "Cost optimization", "Mentoring"],
        description: "Designs the container platform and its guardrails so product teams can deploy on their own.",
        hourlyRate: "$70–80",
        availability: "Full-time",
      },
    ],
  },
  hiringProcess: {
    title: "Getting container expertise into your team",
    steps: [
      {
        step: 1,
        title: "Assess your workloads",
        description: "We review your services, current hosting and what you want from containers.",
        duration: "2–3 days",
      },
      {
        step: 2,
        title: "Interview specialists",
        description:
          "You meet engineers who know your cloud and cluster setup, proposed {shortlistTime}, and watch each one troubleshoot a broken deployment.",
        duration: "4–10 days",
      },
      {
        step: 3,
        title: "Migrate during the trial",
        description:
          "First services move into the cluster with monitoring during {trial}; if the engineer is not the right fit, we replace them {replacementCost}.",
        duration: "2 weeks",
      },
      {
        step: 4,
        title: "Run and improve the platform",
        description: "Regular upgrades, scaling tuning and new services onboarded through the same path.",
        duration: "Ongoing",
      },
    ],
  },
  benefits: {
    title: "How our Kubernetes engineers help",
    items: [
      {
        title: "Deployments in minutes",
        description: "Rolling updates and GitOps replace long manual deployment windows.",
        icon: "clock",
      },
      {
        title: "Clusters that pass upgrades",
        description:
          "Version upgrades rehearsed in staging, then rolled out node by node so replicated services stay available.",
        icon: "star",
      },
      {
        title: "Right-sized compute bills",
        description: "Requests, limits and autoscaling tuned so you stop paying for idle nodes.",
        icon: "dollar",
      },
      {
        title: "Regions close to your users",
        description: "Clusters placed and replicated across regions to serve users worldwide.",
        icon: "globe",
      },
      {
        title: "Hardened from image to pod",
        description: "Minimal images, scanned dependencies, network policies and no privileged containers.",
        icon: "shield",
      },
      {
        title: "Runbooks for every alert",
        description: "Each alert links to a runbook that says what it means and what to do.",
        icon: "file",
      },
    ],
  },
  faqs: [
    {
      question: "Do we need Kubernetes, or are containers enough?",
      answer:
        "Not every team needs Kubernetes. For a handful of services, a managed container service such as AWS ECS or Google Cloud Run is simpler and cheaper. We recommend Kubernetes when you run many services or need its flexibility.",
    },
    {
      question: "Which managed Kubernetes service do you recommend?",
      answer:
        "The one on the cloud you already use: EKS on AWS, AKS on Azure or GKE on Google Cloud. Our engineers work with all 3 and with OpenShift for on-premises needs.",
    },
    {
      question: "How do you handle Kubernetes upgrades?",
      answer:
        "We check deprecated APIs ahead of time, upgrade a staging cluster first, then upgrade production node group by node group with workloads moved gracefully.",
    },
    {
      question: "Do we need a service mesh?",
      answer:
        "Only for specific needs such as mutual TLS between services, fine-grained traffic shifting or detailed service metrics. We start without one and add Linkerd or Istio when the need is clear.",
    },
    {
      question: "Can your engineers containerize an old application?",
      answer:
        "Yes. We move configuration into the environment, externalize file storage and sessions, and build images that start cleanly, often without changing application code.",
    },
  ],
  pricing: {
    title: "Container engineering rates",
    description: "Container and Kubernetes work, billed by the hour and invoiced monthly.",
    tiers: [
      {
        level: "Starter",
        experience: "1–3 years",
        rate: "$30–42",
        features: ["Dockerfiles and Helm charts", "Deployment fixes", "Monitoring setup", "Senior oversight"],
      },
      {
        level: "Professional",
        experience: "3–6 years",
        rate: "$42–62",
        features: ["Cluster operations", "Autoscaling and capacity", "GitOps deployments", "Incident response"],
      },
      {
        level: "Enterprise",
        experience: "6+ years",
        rate: "$62–110",
        features: ["Platform architecture", "Multi-cluster and mesh", "Security hardening", "Cost optimization"],
      },
    ],
  },
};

export default technology;
